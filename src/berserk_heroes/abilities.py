"""The ability vocabulary: what a card's text compiles to, and what the engine executes.

Everything here is immutable data (frozen, slotted dataclasses), shared by every game and clone. The
card-text compiler produces these objects; scenarios and tests may write them by hand. The engine
interprets them: effects in ``engine/effects.py``, triggers in ``engine/triggers.py``, costs in
``engine/payment.py``, static abilities in ``engine/continuous.py``.

Reading an ability should feel like reading the card::

    # «Найм: Ранить выбранное существо противника на 2.»
    Ability.triggered(Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE, side=OPPONENT)),),
                      effects=(Wound(TARGET(0), 2),))
"""

from __future__ import annotations

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
    card_type: str | None = None  # exact data type for CARD/SUPPORT ('weapon', 'spell' …)
    not_created: bool = False
    cost_max_amount: Amount | None = None  # cost at most this count, computed when matching
    not_elements: tuple[str, ...] = ()  # none of these elements («не-степные существа»)
    keywords_any: tuple[str, ...] = ()  # has one of these keywords («с Превосходством или Подавлением»)


@dataclass(frozen=True, slots=True)
class Ref:
    """Which cards or players an effect acts on.

    kind: ``this`` (the source), ``target`` (the cards chosen for ``Target`` number ``index``), ``all`` (every
    card matching ``select`` — untargeted), ``event`` (the card named by the trigger's event, role
    ``role``: ``subject`` or ``other``), ``hero`` (the hero of ``side``), ``player`` (the player ``side``),
    ``it`` (the card(s) the previous effect acted on: «…, подготовьте его»).
    """

    kind: str
    index: int = 0
    select: Select | None = None
    side: str = YOU
    role: str = "subject"


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
    owner's out of play). Answered by ``engine/history.measure``."""

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


# ----------------------------------------------------------------------------------------------------------
# Effects
# ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of an ability, executed in order (119.1).

    ``verb`` names the handler in ``engine/effects.py`` (see ``VERBS``); ``what`` is the Ref it acts on;
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
    "wound": "Ранить на N",
    "heal": "Излечить на N (all=True: полностью)",
    "draw": "Возьмите N карт",
    "discard": "Сбросьте N карт: from the hands of the players `what` to the graveyard, a DISCARDED event each; params "
               "count (EXACTLY: N picked by params chooser — OWNER, BY_YOU, 'opponent', 'random' — then discarded "
               "together; ALL_MATCHING: every card that fits, params noted; UP_TO: each player in turn discards up to N "
               "(any number without an amount) one at a time, or stops), select",
    "shot": "Выстрел на N",
    "poison": "Отравите на N",
    "stun": "Оглушите",
    "ready": "Подготовьте",
    "close": "Закройте",
    "open": "Откройте",
    "destroy": "Уничтожьте",
    "move": "Move cards between zones: `what` (cards: each goes if still in params from, or in play or its owner's deck "
            "by default; a player: he picks `amount` cards of his own params from zone — params count, chooser, "
            "select, x_cost) to their owner's params to (HAND, DECK at params position, SIDEBOARD); params order "
            "OWNERS_CHOOSE: several cards on top of decks in the order each owner chooses",
    "search": "Поиск – select (deck → hand)",
    "summon": "Вызовите select (deck → play)",
    "revive": "Возродите select (graveyard → play)",
    "create": "Создайте <name> (reserve → play)",
    "modify": "получает +strike/+life (duration)",
    "grant": "получает <keyword> (duration)",
    "boost": "Положите эффект усиления/ослабления",
    "fight": "Сразиться",
    "gain_coins": "Получите N{м} (temporary=True: до конца хода)",
    "lose_coins": "Потеряйте N{м}",
    "mill": "Мор N",
    "take_control": "Возьмите под контроль",
    "extra_turn": "Дополнительный ход",
    "choose_mode": "Выберите одно из: (params modes)",
    "sequence": "a group of effects (for connectors)",
}

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
UP_TO = "up_to"  # N or fewer: the picking player may stop («до N карт»)
CHOOSER = "chooser"  # param: who picks the cards (default OWNER: the player whose zone it is)
OWNER = "owner"  # the player whose zone the cards are in («по своему выбору»)
BY_YOU = "you"  # the controller of the ability («на ваш выбор»)
ARRIVED = "arrived"  # param THIS_TURN: only the cards that came to params from this turn («попавших … в этом ходу»)
NOTED = "noted"  # param True: the number of cards moved is noted for a later instruction of the same card
SWAP = "swap"  # param True: the cards of params to come to params from at the same time («поменяйте местами»)
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
    return Effect("stun", what)


def Ready(what: Ref) -> Effect:  # noqa: N802
    return Effect("ready", what)


def Destroy(what: Ref) -> Effect:  # noqa: N802
    return Effect("destroy", what)


def Modify(what: Ref, strike: int = 0, life: int = 0, duration: str = END_OF_TURN) -> Effect:  # noqa: N802
    return Effect("modify", what, None, params=(("strike", strike), ("life", life), ("duration", duration)))


def Grant(what: Ref, keyword: str, value: int = 1, duration: str = END_OF_TURN) -> Effect:  # noqa: N802
    return Effect("grant", what, value, params=(("keyword", keyword), ("duration", duration)))


def GainCoins(n: int, temporary: bool = True) -> Effect:  # noqa: N802
    return Effect("gain_coins", YOU_PLAYER, n, params=(("temporary", temporary),))


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


COINS = "coins"
CLOSE = "close"


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
    floor: int | None = None  # costs_misc: kind ``cost`` — «…, но не менее N{м}»: this change never takes the cost below N
    victim: Any = None  # kind ``strike_vs`` — a Select the card struck must match


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

KILLS = "kills"  # «Когда … убивает существо»: subject dealt the wounds that made `other` die
HOARDS = "hoards"  # «Когда … добывает карту»: subject hoarded a card
PUT_INTO_GRAVEYARD = "put_into_graveyard"  # «Когда … попадает на кладбище» (from any zone, not only death)
EVENTS = (*EVENTS, KILLS, HOARDS, PUT_INTO_GRAVEYARD)

VERBS.update({
    "ambush": "Засада N: the controller may play `what` (THIS, from hand) paying amount {м}; then run `then`",
    "lose_abilities": "теряет особенности: printed text stops counting for `what` (params duration)",
    "lose_keyword": "теряет <keyword>: `what` loses it (params keyword, duration); «теряет Спящий» opens it",
    "extra_life": "получает N дополнительных жизней: extra life markers on `what` (not healing)",
    "hoard": "добывает: put cards under params holder (a Ref), a HOARDS event each: the cards `what` names; or, params "
             "from DECK, `amount` cards of player `what`'s deck from its params position end; from HAND, `amount` cards "
             "of player `what`'s hand that fit params select, picked by params chooser (OWNER, BY_YOU); from HAND or "
             "GRAVEYARD with `what` the player ANY, the controller first chooses whose zone; from HOARDED, cards "
             "already hoarded change holder; params arrived THIS_TURN: every card of params select that came to a "
             "graveyard this turn",
    "open_coins": "Откройте все ваши {м}",
    "choose_class": "Выберите класс: the controller names a class, remembered on the source (CHOSEN_CLASS)",
    "declare_target": "Выберите <target>: only declares the target (what=TARGET(i)); later effects use it",
    "pay": "Заплатите N{м} as an instruction (close N open coins; not done if you cannot)",
    "grant_ability": "получает: «…» — `what` gains the quoted ability (params ability, duration)",
    "upgrade": "Усовершенствуйте `what`: it loses its classes and becomes a Механизм (if it is one: cancelled)",
    "create_copy": "Создайте копию `what` (a created copy; params no_enters: its «Найм» does not trigger)",
    "reveal_top": "Покажите верхнюю карту колоды of player `what`; that card is IT for the next effects",
    "take_revealed": "Положите/возьмите показанную карту (`what`=IT) в руку владельца",
})

KEYWORDS.update({
    "gift_of_life": "Дар жизни",
    "created": "Созданный",
    "directed_strike_creatures": "Направленный удар по существам (по существу противника)",
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
    "reveal_hand": "Покажите руку: `what` (a player) shows his hand — information only",
    "look_top": "Посмотрите N верхних карт: params n, take (to hand), rest ('bottom'/'top'/'graveyard')",
})

# Additions by the card-text compiler, second round. Each is something the engine must implement.
KEYWORDS.update({
    "deck_hero_elements_only": "В вашей колоде не может быть карт со стихиями, отличными от стихий <героя> "
                               "(deck building: every card's elements are among the hero's)",
    "deck_multi_or_neutral_only": "В вашей колоде могут быть только мультистихийные и нейтральные карты "
                                  "(deck building: every card has two or more elements, or is Нейтральные)",
})
VERBS.update({
    "repeat_enters": "«Найм <what> срабатывает ещё раз»: the «Найм:» abilities of `what` (THIS or a target in play) "
                     "trigger again, as if it had just entered play (new targets are declared)",
})

VERBS.update({
    "add_counter": "Положите N <counter> на `what` (params counter: e.g. 'egg' for {яйцо})",
})
# StaticPart kind ``play_hoarded``: the holder's controller may play the cards hoarded under it, their cost
# changed by ``value`` per ``counter`` on the holder; ``destroy_holder``: then destroy the holder.
VERBS.update({
    "search_to": "Поиск – select, but the found card goes to params `to` ('deck_top': on top of your deck; "
                 "'graveyard': into your graveyard) «вместо вашей руки» (params select, up_to as in search)",
    "set_strike": "Удар `what` становится равен N (amount; params duration)",
    "remove_effects": "Снимите все эффекты с `what` (effects, not markers: wounds stay)",
})
# - Amount ``ambushes_this_turn``: the number of «Засада» abilities used this turn (by any player), times ``per``
#   («… за каждую засаду, сработавшую в этот ход»).
# - StaticPart ``all_classes`` (select None: the source): the card has every creature class («обладает всеми
#   классами существ»).
# - Select.state ``not_event``: not the card the trigger is about (a hero's «другое ваше существо» after «Когда
#   вы разыгрываете существо»).
KEYWORDS.update({
    "deck_up_to_n_of_class": "В вашей колоде может быть до N любых <класс> (deck building of a hero; value N, meta "
                             "class: up to N cards of that class, of any element, in the deck)",
})
VERBS.update({
    "play_free": "Разыграйте бесплатно: the controller plays, without paying its cost, `what` (IT: the card just "
                 "revealed) or, `what` a player, `amount` cards matching params select from its zone (a graveyard "
                 "of the select's side, or your hand)",
})
KEYWORDS.update({
    "superiority_lower_strike": "Превосходство над существами с меньшей силой удара (than this card's, when compared)",
    "superiority_lower_cost": "Превосходство над существами меньшей стоимости (than this card's cost)",
})
KEYWORDS.update({
    "shot_bonus": "+N к выстрелам (this card's shots deal N more wounds)",
})
# - Select.state ``no_abilities``: «без особенностей» (the card has no abilities now: none printed or all lost).

# «… N-ю карту за ход» triggers (Trigger.nth = N): like CARD_PLAYED / DRAWN / ENTERS_PLAY, but only for the N-th such
# card this turn (counting the subject's matches of that player; ENTERS_PLAY_NTH: of every player).
CARD_PLAYED_NTH = "card_played_nth"  # «Когда противник разыгрывает второе существо за ход»
DRAWN_NTH = "drawn_nth"  # «Когда противник берёт вторую карту за ход»
ENTERS_PLAY_NTH = "enters_play_nth"  # «Когда в игру входит второе существо за ход»
EVENTS = (*EVENTS, CARD_PLAYED_NTH, DRAWN_NTH, ENTERS_PLAY_NTH)
KEYWORDS.update({
    "deck_any_of_class": "В вашей колоде могут быть любые <класс> (deck building of a hero; meta class: cards of that "
                         "class of any element may be in the deck)",
})
TARGETED = "targeted"  # «Когда становится целью заклинания»: subject (None: this card) was chosen as a target of
#                       the `other` card's ability (Select(SPELL): a spell)
EVENTS = (*EVENTS, TARGETED)

# «После атаки» (112.2 «После»): the attack is over — the fight was dealt (or the attack ended without it).
# subject: the attacker; other: the final target.
AFTER_ATTACK = "after_attack"
EVENTS = (*EVENTS, AFTER_ATTACK)
VERBS.update({
    "take_control_until": "Возьмите под контроль `what` до <срока>: control returns to the previous controller when "
                          "params duration ends (END_OF_TURN, NEXT_OWN_TURN …)",
})
# - Cost ``thirst`` (amount N): «Жажда N:» written as the payment of an activated ability — wound another of your
#   characters by N (§3.2).

# A strike (attack or retaliation) that put wounds on its target — subject: the striker, other: the card
# struck, amount: the wounds. «Вампиризм X» listens to it (§6.2).
STRIKE_WOUNDS = "strike_wounds"
EVENTS = (*EVENTS, STRIKE_WOUNDS)
VERBS.update({
    "heal_excess": "Излечите `what` на N; what is left over becomes дополнительные жизни (Вампиризм)",
})

# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# Replacement and prevention: engine/replacements.py.
END_OF_OPPONENT_TURN = "end_of_opponent_turn"  # duration «до конца хода противника»: ends at the end of the next
#                                                turn of the effect owner's opponent (this turn, if it is his)
KEYWORDS.update({
    "no_wounds_from_attacks": "Не получает ран от атак (strikes of an attacker in its attack, and shots)",
    "no_wounds_from_spells": "Не получает ран от заклинаний (the source of the wounds is a spell)",
    "no_wounds_from_poison": "Не получает ран от отравления",
    "no_wounds_from_opponent": "Не получает ран от карт противника (the source is a card of the holder's opponent)",
    "no_wounds_from": "Не получает ран от <карт> (meta from: a Select the source of the wounds fits; printed only)",
    "no_untap": "Не открывается в начале (вашего) хода (the фаза восстановления does not open it)",
    "no_wounds_while_attacking": "Не получает ран, пока атакует (as a keyword a card can be given for a time)",
    "cannot_be_shot_target": "Не может быть целью выстрелов (not a legal target of an instruction «Выстрел»)",
    "cannot_lose_abilities": "Не может быть лишён особенностей («теряет особенности» does nothing to it)",
    "not_closed_by_opponent": "Карты противника не могут заставить <её> закрыться (their Закройте / Оглушите / "
                              "Подавление do nothing to it)",
})
# - StaticPart ``replace`` (what: the event replaced, e.g. WOUNDED; select: whose event, None = this card;
#   condition: may use Condition ``event_card`` — the card the event is about fits ``select``): «Если <X> должен
#   получить раны, вместо этого …». The static's Ability holds in ``effects`` what is done instead (run at once,
#   no Queue, no decisions); in them EVENT("subject") is X, EVENT("other") the source, Amount ``event_amount``
#   the event's number («столько же ран»).
VERBS.update({
    "ban": "<игроки> не могут <действие> (до <срока>): players `what` may not do params action ('play': play cards "
           "fitting params select, any card if None; 'draw': draw; 'attack': their characters attack) — at all, or "
           "(params limit N) more than N times a turn; params window 'own_next_turn': only in that player's next "
           "turn («в свой следующий ход»); params duration",
})
VERBS.update({
    "prevent": "Предотвратите следующие N ран, наносимые <вашим персонажам>: a shield on the hero of each player `what` "
               "that prevents the next `amount` wounds his characters would take (params scope 'characters' / 'hero', "
               "duration)",
})
VERBS.update({
    "instead_of_death": "«если оно должно погибнуть, вместо этого …»: each card of `what` in play at 0 life (it would "
                        "die at the next rules effects) does params effects instead (run now, before the rules effects)",
})
# - Condition ``hero_life_below_source``: your hero has less current life than the source («пока имеет меньше текущих
#   жизней, чем <эта карта>»); ``hero_life_below_sum``: … than the sum of the current lives of the cards of
#   ``select`` («…, чем сумма текущих жизней ваших великанов»).
VERBS.update({
    "replace_next_draw": "В следующий раз, когда <игрок `what`> должен взять карту, вместо этого <params by: YOU, the "
                         "controller> берёт карту (a one-shot replacement on that player's hero, used by his next draw)",
})
# - StaticPart ``prevent_first`` (select: the characters, value N): once a turn, each of them is spared the first N
#   wounds it would take («Предотвратите первую рану, полученную каждым вашим персонажем за ход»).
# - StaticPart ``forbid`` what ``be_destroyed`` («не могут быть уничтожены»: «Уничтожьте» does nothing), ``be_hoarded``
#   («… или добыты»), ``hoarded_by_opponent`` / ``to_hand_by_opponent`` («Карты противника не могут добыть или положить
#   в руку <X>»), ``be_controlled`` («не могут быть взяты под контроль»), ``forced_fight`` («нельзя
#   заставить сразиться»: no «Сразиться» effect makes it fight); StaticPart ``limit`` what ``gain_coins`` value N
#   («Игроки не могут получать более N{м} за ход»: every player, every turn, income included); what
#   ``offturn_coins`` («Игроки не могут закрывать или оплачивать {м} не в свой ход»: no coin payment — Засада,
#   abilities, «Заплатите» — outside one's own turn).
# - Select / Condition state ``fighting``: the card is in a fight now (striking or struck, «пока сражается»).
# (end of «replace_prevent»)

# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
VERBS.update({
    "reveal_from_hand": "Покажите любое число <select> из руки: the player `what` picks any number of matching cards of "
                        "his hand and shows them (the hand is unchanged); a following «за каждое показанное …» counts "
                        "them (Amount done)",
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
# - ``coins``: all the controller's coins, open and closed, temporary included («за каждую {м} под вашим контролем»).
# - ``excess``: the excess damage («избыточный урон», digest §5.4.8) of the previous «Ранить» of this resolution:
#   the wounds beyond the victim's life, at most the wounds it dealt.
# «leftovers_a» (a later helper, same extension point):
VERBS.update({
    "gain_closed_coins": "Получите N закрытую {м}: the player `what` gains N permanent coins that come closed (up to the "
                         "coin cap; they open at the start of his turn like the others)",
})
# Cost kind ``wound_hero`` (amount N): «Раньте вашего героя на N:» — N wounds on your hero as payment (no source).
KEYWORDS.update({
    "defend_any_times": "Может выступать защитником любое число раз за ход: the once-per-turn limit on defending "
                        "(digest §5.3) does not apply to this creature (it must still be open)",
})
# (end of «amounts»)

# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# Select.side EITHER: the zone of either player — «с любого кладбища». Unlike ANY (which in a private zone means
# *your* zone, FAQ #16), the candidates are the cards of both players' zones. The compiler uses it only for one
# card chosen from a graveyard (a target, or a pick of one card on resolution): «все карты / до N карт с любого
# кладбища» (one graveyard or both?) stays refused.
EITHER = "either"
# «Когда <эта карта> попадает из колоды на кладбище»: subject went from a deck straight into a graveyard (Мор, «Положите
# N верхних карт … на кладбище», a look / search that puts it there); emitted after PUT_INTO_GRAVEYARD.
DECK_TO_GRAVEYARD = "deck_to_graveyard"
EVENTS = (*EVENTS, DECK_TO_GRAVEYARD)
VERBS.update({
    "look_deck_top": "Посмотрите верхнюю карту <вашей / любой> колоды: `what` the player whose deck (side ANY: the "
                     "controller picks the deck by its hero); only the controller sees the card; it is IT next",
    "reveal_until": "«Показывайте карты с верха колоды (по одной), пока не покажете (до) N <select>»: the player `what` "
                    "shows his top cards one by one (to both players) until `amount` cards matching params select were "
                    "shown or the deck runs out; those go params to ('hand' / 'play': summoned), the other shown cards "
                    "params rest ('shuffle': shuffled into the deck; 'bottom_random': under it in random order)",
    "reveal_split": "«Покажите 3 верхние карты колоды; положите одну из них в руку, другую на кладбище, оставшуюся "
                    "добывает ваш герой»: the top params n cards of player `what` are shown to both; he picks one for "
                    "his hand, then one for the graveyard; your hero hoards the last",
})
# «look_top» params added by this family: ``to`` ('hand' by default, or 'graveyard') where the picked cards go;
# ``up_to`` the player may pick fewer than ``take`` (none too); ``select`` which cards may be picked; ``show`` the
# picked cards are shown to both players («можете показать из них …»); ``rest`` 'keep' leaves the others on top in
# their order; ``amount`` (an Amount, e.g. X) instead of ``n``; ``more`` cards more may be taken when the Condition
# ``more_if`` holds («если у противника нет открытых {м}, положите ещё одну карту»).
NAMED = "@named"  # in Select.name: the card name this card's «Назовите карту» named
VERBS.update({
    "name_card": "Назовите карту: the controller names a card name (any of the card data); remembered on the source "
                 "(Select.name NAMED)",
})
# - Condition ``it_any``: one of the cards the previous effect acted on (IT) matches ``select`` («если противник
#   сбросил существо»).
# - Select.state ``other_name``: «с другим названием» — the card's name differs from the source's.
# - Cost ``shuffle_self`` («замешайте <эту карту> в колоду:»: the source, in play, goes into its owner's deck) and
#   ``shuffle_grave`` (amount N: «замешайте N карт с вашего кладбища в колоду:», picked by the player).
# (end of «zones_reveal»)

# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
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
# «Когда <существо> наносит Х ран не ударом»: DEALS_WOUNDS, only from a shot or an ability (not a strike).
DEALS_WOUNDS_NOT_STRIKE = "deals_wounds_not_strike"
EVENTS = (*EVENTS, ATTACK_TARGETED, DEFENDER_ASSIGNED, ATTACK_DEFENDED, MEDITATION_USED, ATTACKS_BY_STRIKE,
          WOUNDED_BY_STRIKE, WOUNDED_BY_ATTACK, DEALS_WOUNDS_NOT_STRIKE)
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
VERBS.update({
    "open_n_coins": "Откройте N{м}: the player `what` opens N of his closed coins (as many as are closed)",
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
# (end of «combat_keywords»)

# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# Zones of a Select for cards hoarded («добытые») under other cards; ``side`` then means the *holder's* controller
# (the hoarded card itself may be anyone's): «добытые вашими персонажами карты» → zone HOARDED, side YOU;
# «добытые персонажами карты» → side ANY; «добытое вашим героем существо» → zone HOARDED_HERO, side YOU.
HOARDED = "hoarded"  # under a character (hero or creature) of ``side``
HOARDED_HERO = "hoarded_hero"  # under the hero of ``side``
SUMMONED = "summoned"  # «Когда вы вызываете <np>»: subject the card put into play by «Вызовите» (from the deck), player
#                       the one whose ability summoned it
BOOSTED = "boosted"  # «Когда вы кладёте эффект усиления на <np>»: subject the card an эффект усиления was put on,
#                     player the controller of the ability that put it (ослабления are not this event)
LEAVES_PLAY = "leaves_play"  # «Когда <np> покидает игру»: subject left the play zone (to any zone, or hoarded; §8.1)
RETURNED_TO_HAND = "returned_to_hand"  # «Когда <np> возвращается в руку владельца»: subject went from play to the hand
EVENTS = (*EVENTS, SUMMONED, BOOSTED, LEAVES_PLAY, RETURNED_TO_HAND)
# «если в прошлый ход (не) погибло существо», «если в предыдущий ход в игру входило другое ваше существо»: Condition
# ``history`` over the PREVIOUS_TURN window (``HistoryQuery``, engine/history.py).
# Condition ``life_below_count`` («пока у вас меньше жизней, чем <np>»): your hero's current life < count(select).
# StaticPart ``play_self_hoarded`` («Вы можете разыгрывать <эту карту>, пока он добыт»): the card's owner may play it
# from under any holder, as if from the hand (its usual cost).
VERBS.update({
    "look_hoard": "«Посмотрите N верхних карт колоды противника, <holder> может добыть одну из них»: the controller looks "
                  "at the top params n cards of player `what`'s deck and may hoard `amount` of them under params holder; "
                  "the others stay in place",
    "reveal_self": "«покажите <эту карту> из вашей руки»: show the source from its owner's hand (done only if it is "
                   "there; information only)",
    "give_control": "«противник получает контроль над <этой картой>»: the opponent of the ability's controller takes "
                    "control of `what` (first-turn weakness applies, 209.2)",
})
# Amount ``event_cost``: the cost of the event's other card — «Когда … добывает существо, … где Х – стоимость добытой
# карты» (HOARDS: subject the holder, other the hoarded card).
# Amount ``event_amount``: the number the triggering event carries — «Когда … получает Х ран, … на Х» (the wounds).
# (end of «triggers_hoard»)

# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# (the duration «до конца хода противника», END_OF_OPPONENT_TURN, is defined by «replace_prevent» above)
VERBS.update({
    # «Следующее заклинание противника стоит на 2{м} дороже», «ваше следующее существо стоит на 2{м} дешевле до конца
    # хода»: the next card matching params select (zone hand, side ANY) that player `what` plays costs `amount` more
    # (negative: less); the modifier is used up by that play (any play of a matching card) or ends with params
    # duration (PERMANENT: only by the play).
    # params in_next_turn («Первая карта каждого противника в его следующий ход …»): it counts only in that player's
    # turns after the one it was made in.
    "next_cost": "Следующая <карта> <игрока> стоит на N{м} дешевле/дороже (до <срока>): a one-shot cost modifier",
    # «Противник может заплатить 2{м}, иначе …»: the opponent (`what`) decides whether he pays `amount` (asked only if
    # he has that many open coins); the effect is done (for «при этом» / «иначе») only if he pays.
    "opponent_may_pay": "Противник может заплатить N{м}: the opponent chooses to pay or not",
    # «До конца хода противника заклинания стоят на 1{м} дороже»: like next_cost, but not used up — every card
    # matching params select that the players `what` play costs `amount` more until params duration ends.
    "cost_mod": "<карты> стоят на N{м} дешевле/дороже до <срока>: a temporary cost modifier made by an instruction",
})
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
# (end of «costs_misc»)

# ---- cards/phrases_statics.py ----
KEYWORDS.update({
    # «Направленный удар по Яйцам»: no defender may be assigned against this card's strike at a card matching the
    # Select in meta ("vs", Select) (engine/combat.py defenders)
    "directed_strike_vs": "Направленный удар по <картам>",
    # «-X от ударов <карт>»: every strike (an attack's or a retaliation) of a card matching meta ("from", Select) at this
    # one is X weaker (engine/combat.py strike_against; printed only)
    "strike_reduction_from": "-X от ударов <карт>",
})
VERBS.update({
    # «Существо становится энтом»: the classes of `what` are replaced by params class until it leaves play (digest §2.2:
    # a change of a non-base property overwrites the old value; kept as a ``set_classes`` card effect, like upgrade)
    "become_class": "<np> становится <классом>: its classes become params class",
})
# - StaticPart ``wounds_taken`` with ``what`` "attack": only the wounds of an attack count (a shot, or a strike of
#   an attacking card; a retaliation is not an attack, digest §5.1) — «Получает на 1 рану меньше от атак».
# - Cost ``stun_own`` (amount N): «Оглушите N ваших открытых существ:» — N open creatures of yours (not this card),
#   picked when paying, are stunned. Cost ``close_own`` with ``select``: the creature closed must match it.
# - Select state ``single_element``: printed with exactly one element («существа с одной стихией»).
# (end of «statics»)
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
                    "creature of that cost",
    # «Скрыться» / «Скрытность» (= «Найм: это существо скрывается»): `what` becomes a hidden character (face down:
    # counter ``hidden``) — no targets, no wounds, not destroyed, untouched by untargeted abilities, its abilities
    # do not work (except Уникальность and its own «раскрыться», which would otherwise mean nothing).
    "hide": "Скрыться: `what` becomes hidden (digest §6.2 «Скрытый персонаж»)",
    # «Раскрыться»: `what` stops being hidden (face up again); it may act as usual (first-turn weakness counts from
    # when it entered play).
    "reveal": "Раскрыться: `what` is no longer hidden",
    # «Авангард X» (expanded by engine/keywords.py): the controller may play from his hand, without paying its cost, a
    # creature of cost ≤ `amount`; it gets Рывок and goes back to its owner's hand at the end of the turn if it is
    # still in play; if one was played, the Авангард card (THIS) closes.
    "vanguard": "Авангард X: play a creature of cost ≤ X from hand for free; Рывок; back to hand at end of turn",
    # «Инкарнация X» (expanded by engine/keywords.py): the controller may pay X (rules option ``incarnation_payment``:
    # lose X coins by default, «потерять X») and this card comes back from his graveyard into play, closed.
    "incarnation": "Инкарнация X: may lose X{м}; then revive this card from the graveyard, closed",
    # «снять суммарно N ран с персонажей противника» (Дикий целитель): the controller removes `amount` wounds in all from
    # the characters of player `what` (one at a time, picking the character each time); done only if all N came off.
    "heal_total": "Снимите суммарно N ран с персонажей <игрока>: N wounds in all, one at a time",
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
# (end of «keywords»)
# ---- combined cards, engine/combined.py ----
VERBS.update({
    # «Присоедините к <host> <card>», «при этом присоединить к нему Манипулятор»: each card of `what` (a creature in
    # play or in a graveyard) becomes a part of the creature in play that param `to` means: one combined card (digest
    # §2.1) — summed strike, life and cost; all names, elements, classes and abilities; wounds of a card that was in
    # play carry over; the parts separate again when the combined card leaves play.
    "attach": "Присоедините X к Y: X becomes a part of the combined card Y",
})
# - Keyword ``module`` («Модуль»): when its controller plays it from hand and controls a механизм, he may attach it to
#   that механизм instead of it entering play (its «Найм:» still trigger, with the combined card as «this card»).
# - Amount ``cost`` with the ref of the card the instruction acts on («Ранить существо на Х, где Х - его стоимость»):
#   that card's cost; a combined card's is the sum of its parts'.
# (end of «module»)
# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
VERBS.update({
    # «В начале вашего следующего хода <инструкции>», «… в конце хода», «… в конце (вашего) следующего хода»: a one-shot
    # trigger set up when this instruction resolves (engine/delayed.py); params moment ('start_next_own', 'end_this',
    # 'end_next_own', 'end_next') and effects (the instructions, run then with the targets and X of this resolution).
    "delayed": "<момент> <инструкции>: a delayed trigger set up by an instruction",
    # «<существо> погибает»: the creatures of `what` die (to the graveyard as a death; not a destruction).
    "perish": "<существо> погибает",
    # «Гибель: Вы можете положить <эту карту> на верх колоды / замешать <эту карту> в колоду вместо кладбища»: `what`
    # (THIS), if it is in its owner's graveyard, goes into his deck (params position 'top' / 'shuffle').
})
VERBS.update({
    # «До <срока> существа входят в игру закрытыми»: an effect on the hero of player `what` (params duration) while
    # which every creature entering play (anyone's) comes in closed.
    "enter_closed": "До <срока> существа входят в игру закрытыми",
    # «{м} не открываются в начале вашего следующего хода»: an effect on the hero of player `what` (params duration):
    # his фаза восстановления does not open his coins.
    "coins_stay_closed": "<ваши> {м} не открываются в начале вашего следующего хода",
})
KEYWORDS.update({
    "cannot_act": "Не может действовать: no attack by strike, no defending, no ability that closes it (digest §5.1)",
})
END_OF_NEXT_OPPONENT_TURN = "end_of_next_opponent_turn"  # «до конца следующего хода противника»: ends at the end of
#                                                          the first turn of the effect owner's opponent after this one
# (end of «replace_delay»)
# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# «Если противник закрыл {м} для оплаты медитации»: the attacker's controller closed one or more coins to pay the
# Медитация X of subject (the card attacked); other: the attacker; amount: the coins closed (digest §6.2).
MEDITATION_COINS = "meditation_coins"
# «Если противник ранил героя для оплаты медитации»: he lacked coins, so his hero took wounds for the Медитация of
# subject; other: the attacker; amount: the wounds put on his hero.
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
# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# «Каждый раз, когда из-за Мора <этой карты> на (ваше) кладбище попало существо»: subject the card a mill effect
# («Мор N») put from a deck into a graveyard, other the source of that effect, player the graveyard's owner. Emitted
# by every ``mill`` effect (after PUT_INTO_GRAVEYARD / DECK_TO_GRAVEYARD); the trigger matches only when ``other`` is
# the trigger's own source (the compiler accepts it only on cards whose one mill instruction is their printed Мор).
MILLED = "milled"
EVENTS = (*EVENTS, MILLED)
DECK_OR_HAND = "deck_or_hand"  # Select.zone of «из вашей колоды или руки» (only inside the compiler: a «Вызовите»
#                                 of such cards compiles to ``summon_deck_or_hand``)
VERBS.update({
    "summon_deck_or_hand": "«Вызовите <select> из вашей колоды или руки»: like ``summon`` (params select, up_to), the "
                           "cards picked among the controller's deck and hand",
})
VERBS.update({
    "hand_into_deck_draw": "«<игрок> замешивает свою руку в колоду и берёт на N карт меньше, чем замешал»: player `what` "
                           "shuffles his whole hand into his deck, then draws (that number − `amount`) cards",
})
VERBS.update({
    "destroy_own_pick": "«Противник уничтожает своё <существо …>»: player `what` picks one of his own cards matching "
                        "params select (not a target) and destroys it",
})
VERBS.update({
    "shuffle_hand_namesakes": "«этот противник … замешивает все карты с таким же названием в колоду»: every card of the "
                              "hand of the owner of card `what` with that card's name is shuffled into his deck",
})
# Ability.every_time on an ACTIVATED ability: «(эту способность можно применить любое число раз за ход)» — no
# once-per-turn limit (113.4); ``triggers.per_turn_limit`` reads it for both kinds.
# (end of «zones_b»)
# ---- cards moving between zones; cards/phrases_zones_a.py, engine/effects/zone_moves.py ----
# - Effect ``play_free`` params ``or_select``: a second zone to pick the card from («… из вашей руки или с кладбища»).
# - Select state ``not_hoarding``: no card is hoarded under it now («каждое существо, не добывшее карту»).
# - Condition ``source_in_graveyard``: the source is in its owner's graveyard («если <эта карта> на кладбище»).
# - Condition ``revealed`` («если это <карта>») also after an instruction that acted on one card: «Верните существо в
#   руку владельца, если это тёмное существо – …», «<X> добывает карту из руки противника …; если это заклинание, …»
#   (the card returned / hoarded). Its «иначе» (``not`` of the same condition) is evaluated on the same card.
# - Zone ``hoarded_nightmare_hero`` (HOARDED_NIGHTMARE_HERO): cards hoarded under a Кошмар creature or the hero of
#   ``side`` («добытое вашим кошмаром или героем существо»).
HOARDED_NIGHTMARE_HERO = "hoarded_nightmare_hero"
VERBS.update({
    # «Положите <добытое … существо> в игру под вашим контролем»: the controller picks one card matching params select
    # (a hoarded card) and puts it into play under his control (it is not played: no CARD_PLAYED; Найм triggers).
    "put_into_play": "Положите <карту> в игру под вашим контролем",
})
# (end of «zones_a»)
# - Cost ``shuffle_grave_opp`` (amount N): «Замешайте N карт с кладбища противника в его колоду:» — N cards of the
#   opponent's graveyard, picked by the payer, go into the opponent's deck (shuffled).
# - Effect ``mill`` now leaves the cards it moved as «it» (``frame.last``): condition ``it_any`` after a Мор asks about
#   them («если из-за Мора <этой карты> на кладбище противника попало существо»).
# ---- its verbs, events and keywords (VERBS.update / EVENTS = (*EVENTS, …)) ----
# Texts of heroes and support cards (cards/phrases_heroes_support.py, engine/effects/coins.py).
# - Amount ``strike_sum`` («где Х – сумма ударов всех ваших существ»): the current strikes of the cards matching
#   ``select`` (in play), added up (a negative strike counts 0).
# - Condition ``grave_distinct_names``: the cards of ``select`` have ``value`` or more different names (op ``>=``) — «если на
#   вашем кладбище есть 13 карт с разными названиями».
# - Condition ``cost_sum_above_enemy_life``: the printed costs of the cards of ``select`` (in play), added up, are more
#   than the current life of the enemy hero.
# - Cost ``close_own`` with ``select``: only your creatures matching it may be closed («закройте вашего аккенийца:»).
# - «если он разыгрывал …»: Condition ``history`` of CARD_PLAYED with the subject's side OPPONENT.
VERBS.update({
    "lose_game": "«он проигрывает игру»: the player `what` loses the game at once (his opponent wins)",
})
# ---- (excess damage, Спящий, lost abilities, granted statics;
# cards/phrases_statics_b.py, engine/effects/amounts.py) ----
# «При атаке по существу ранить героя противника на величину избыточного урона»: the excess of an attack (digest §5.4.8)
# is known only once its wounds are dealt, so the ability answers this event, emitted right after the attack's wounds
# (after the fight of a strike attack or a «Сразиться», after each shot) when the attack was declared at a creature:
# subject the attacker, other the attacked creature (the one named when the attack was declared), amount the excess
# of the attacker's wounds (beyond the life the struck card had left; emitted only when > 0).
ATTACK_EXCESS_WOUNDS = "attack_excess_wounds"
EVENTS = (*EVENTS, ATTACK_EXCESS_WOUNDS)
# - Amount ``attack_excess_wounds``: the excess of the ATTACK_EXCESS_WOUNDS event that triggered the ability (event[3]).
# - Amount ``excess`` also after a «<существо> сражается с <существом>» (``fight``): the excess of the fighter's strike
#   at the creature fought (the retaliation's excess is not counted).
# ---- texts of heroes (cards/phrases_heroes_b.py, engine/effects/stats.py) ----
# - Zone ``hoarded_nightmare`` (HOARDED_NIGHTMARE): cards hoarded under a Кошмар creature of ``side`` («добытое
#   вашим кошмаром существо»; engine/selectors.hoarded_cards).
HOARDED_NIGHTMARE = "hoarded_nightmare"
VERBS.update({
    # «Поиск — <карта> стоимостью Х{м}» after «Когда у <карты> срабатывает Медитация Х»: a Поиск (params select,
    # up_to as ``search``) of cards whose printed cost is exactly the triggering event's number (the Медитация's Х).
    "search_event_cost": "Поиск — <карта> стоимостью Х{м}, Х — число события (значение Медитации)",
})
# - Amount ``life_value_of`` (ref a card): its {жизнь} value now — maximum life with its modifiers, wounds not counted
#   («Удвойте {удар} и {жизнь} вашего существа»: ``modify`` life +1 × this).
VERBS.update({
    # «возродить этого демона с N жизнью»: `what` (the trigger's card) comes back from its owner's graveyard into play
    # under the controller of the ability, with params life N left (its wounds: its life − N).
    "revive_event": "Возродите <эту карту события> с N жизнью",
})
VERBS.update({
    # «Вы можете разыгрывать <карты> с вашего кладбища до конца хода»: a permission (CardEffect ``grave_play`` on the
    # hero of `what`, params duration) to play the cards of his graveyard matching params select, as from the hand
    # (cost paid; not hoarded). engine/play.from_graveyard.
    "grave_play": "Вы можете разыгрывать <карты> с вашего кладбища <до срока>",
})
# - Amount ``current_life_of`` (ref THIS): the life this card has left now («количество текущих жизней этого существа»; 0 once
#   it has left play).
# - Cost ``wound_all_own`` (amount N): «ранить всех ваших персонажей на N:» — each character of the payer (his hero
#   and his creatures) takes N wounds from this card (as ``wound_own``: dealt wounds, their triggers fire).
VERBS.update({
    # «Закройте свои монеты»: every open coin (permanent and temporary) of the player `what` is closed (not spent).
    "close_all_coins": "Закройте свои монеты",
})
# - Condition ``creature_lead`` (op, value N): your creatures in play minus the opponent's, compared with N («пока у
#   вас ровно на одно существо больше, чем у противника»).
VERBS.update({
    # «Поменяйте местами значения удара и текущих жизней существа»: `what` (in play) with strike S and life left L gets
    # strike +(L − S) and life +(S − L), permanently (its wounds stay).
    "swap_strike_life": "Поменяйте местами значения удара и текущих жизней <существа>",
})
# ---- hoarding, Яйцо, copies, control changes (cards/phrases_hoard_copies.py,
# engine/effects/zone_moves.py) ----
VERBS.update({
    # «Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every card of
    # `what` (in play) controlled by another player than its owner comes under its owner's control (first-turn weakness
    # applies; a «возьмите под контроль … до …» effect on it ends).
    "return_control_of": "Верните <карты> под контроль владельцев",
})
# - Zone ``hoarded_this`` (HOARDED_THIS): the cards hoarded under the ability's own card («добытых <этой картой>
#   существ», «добытого этой картой орка»); a Select's side is then any (the hoarded card may be anyone's).
HOARDED_THIS = "hoarded_this"
VERBS.update({
    # «верните в игру всех добытых <этой картой> существ»: each card of `what` (hoarded) enters play under its owner's
    # control (it is not played: no CARD_PLAYED; its Найм triggers). Done when all of them did.
    "return_to_play": "Верните в игру <добытые карты> (under their owners' control)",
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
VERBS.update({
    # «…, при этом раньте его владельца на Х»: wound the hero of the owner of each card ``what`` means (engine/effects/wounds_healing)
    "wound_owner": "Ранить владельца (его героя) на N",
    # «Снимите до N дополнительных жизней с ваших / любых персонажей» (params side YOU / ANY; picked one life at a time)
    "remove_lives": "Снимите до N дополнительных жизней с персонажей",
    # «Излечите до N ран с ваших персонажей» (one wound at a time from a character the controller picks; he may stop)
    "heal_up_to": "Излечите до N ран с ваших персонажей",
})
# ---- playing cards and paying for them (cards/phrases_play.py, engine/effects/coins.py) ----
# - Effect ``next_cost`` with params ``sign`` (-1 / +1): «… стоит на Х{м} дешевле / дороже, где Х —
#   …» — the amount is an Amount (not a signed number), the direction is kept apart; the change is amount × sign.
VERBS.update({
    # «можете разыграть её / их на N{м} дешевле до <срока>»: each card ``what`` means (IT: the cards the instruction
    # before acted on) that is in the controller's hand costs him ``amount`` (a negative change) less to play until
    # params ``duration`` ends; used up when that card is played.
    "play_discount": "можете разыграть <эти карты> на N{м} дешевле до <срока>: a cost change for those cards only",
    # «(Противник) потерять все свои {м}»: each player ``what`` means loses every coin he has (permanent and temporary).
    "lose_all_coins": "Потерять все свои {м}: the player loses all his coins",
    # «Существа с таким же названием стоят на N{м} дороже в следующий ход противника» (after an instruction about one
    # card, IT): the cards of params ``select`` (its kind, in a hand) with IT's name cost ``amount`` more (signed) for
    # every player during the controller's opponent's next turn.
    "name_cost": "<карты> с таким же названием стоят на N{м} дороже в следующий ход противника",
})
# ---- its verbs, events and keywords (cards/phrases_zones_c.py, engine/effects/zone_moves.py) ----
# - Zone ``sideboard`` (SIDEBOARD) of an ability («эта особенность работает в дополнительной колоде»): its triggered and
#   activated abilities work while the card is in its owner's sideboard (engine/triggers.py, engine/declare.py).
VERBS.update({
    # «Вызовите <эту карту> из вашей дополнительной колоды» (an ability that works in the sideboard): the source, if it
    # is still in its owner's sideboard, enters play under the controller (a summon: SUMMONED is emitted).
    "summon_self_sideboard": "Вызовите <эту карту> из вашей дополнительной колоды",
    # «Поменяйте местами вашу руку и дополнительную колоду»: every card of the player's hand goes to his sideboard and
    # every card of his sideboard to his hand (at the same time).
    # «Противник может сбросить <карту>»: the player `what` picks one card of his hand matching params select, or
    # declines; done only if he discarded (an «иначе» runs otherwise).
    # «покажите <карту> из вашей руки, Поиск — <карта> с таким же названием»: the controller may pick one card of his
    # hand matching params select and show it; its name becomes the source's named card (Select.name NAMED after it).
    "reveal_from_hand_name": "Покажите <карту> из вашей руки (её название — названная карта)",
    # «снять N дополнительные жизни с ваших персонажей»: the controller picks N of the дополнительные жизни of his
    # characters in play (one pick per life) and they come off; nothing when they have fewer than N in all.
    "remove_extra_lives_revive": "Снимите N дополнительных жизней с ваших персонажей",
    # «Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище» (after a
    # «погибает» trigger): one card of the opponent's deck costing at most the trigger's card, to its owner's graveyard.
    "search_opp_deck_to_grave": "Поиск — карта той же или меньшей стоимости в колоде противника → на кладбище",
})
# (end of «zones_c»)
# ---- its verbs, events and amounts (cards/phrases_triggers_b.py,
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
    "distribute_boosts": "Распределите N эффектов усиления среди <карт>",
    # «(Когда <существо> наносит раны <существу>,) оно наносит столько же ран герою этого противника»: the event's
    # subject deals `amount` (the event's number) wounds, as an ability, to the hero of the controller of the event's
    # other card — only when that player is an opponent of the ability's controller.
    "deal_same_to_his_hero_too": "оно наносит столько же ран герою этого противника",
    # «Найм <этой карты> срабатывает ещё раз за каждого игрока, у которого {м} больше, чем у вас» (an ability on this
    # card's entry): `what`'s «Найм» abilities trigger again (as ``repeat_enters``) once per other player whose coins
    # (open, closed and temporary) outnumber the controller's when it resolves.
    "repeat_hire_per_richer": "Найм <этой карты> срабатывает ещё раз за каждого игрока, у которого {м} больше",
})
# - Select state ``hire_chosen``: «выбранное при Найме существо» — the card named by the «Выберите …» (``declare_target``)
#   of the source's own «Найм:» ability, the last time it resolved while the source is in play (counter
#   ``@hire_chosen`` of the source).
# - «количество ран, излеченных с ваших существ в ваш прошлый ход»: Amount ``history`` of HEALED over LAST_OWN_TURN,
#   SUM_AMOUNTS — the controller's most recent turn that has ended (0 before he has had one).
# - Amount ``life`` (ref): «текущие жизни <этой карты>» — the current life of the card (its life after wounds,
#   continuous.life), or 0 when it is not in play.
# ---- cards/phrases_cancel.py, engine/effects/prevention.py ----
VERBS.update({
    # «отмените <эту карту / это заклинание>», «отмените его эффект» (after «Когда/Если противник разыгрывает <карту>»):
    # cancellation, 309.1 step 10 — the card of the trigger's event (`what` = Ref EVENT subject) is not played: its
    # spell abilities still in the Queue are removed; a creature / support card leaves play for its owner's graveyard
    # without dying, its own «Найм» is dropped. RulesConfig.cancel_timing says when such an ability resolves.
    "cancel_card": "отмените эту карту / это заклинание",
    # «повторите это заклинание» (`what` THIS: a spell repeating itself; or the trigger's spell): its spell abilities are
    # declared again by the ability's controller, modes and targets chosen anew, without payment and without playing
    # it (the card does not move); fails when the spell could not be declared now or has an X cost.
    "repeat_spell": "повторите это заклинание",
})
# ---- cards/phrases_statics_c.py, engine/effects/keyword_grants.py ----
VERBS.update({
    # «<np> получает Превосходство над выбранным классом»: the keyword Превосходство over the creatures of the class
    # that this ability's source named with «Выберите класс» (read when it resolves and kept on the card); param
    # `duration` (permanent when none is printed)
    "grant_superiority": "получает Превосходство над выбранным классом",
})
KEYWORDS.update({
    # «Не закрывается, когда атакует существо, которое превосходит» (Мантег grants it to «ваши существа с
    # Превосходством»): a strike attack declared at a creature over which the attacker has Превосходство does not
    # close the attacker (as Опыт в атаке does for every attack; shots close by their {Т} payment, not by attacking)
    "open_vs_dominated": "Не закрывается, когда атакует существо, которое превосходит",
})
# «Когда <существо> теряет Спящий»: emitted by effects._lose_keyword when a card loses the keyword Спящий (the only way
# to stop being Спящий, digest §6.2); subject = that card
LOSES_SLEEPING = "loses_sleeping"
EVENTS = (*EVENTS, LOSES_SLEEPING)

# ---- replacements «вместо …»; cards/phrases_replace_c.py ----
# «Когда <существо> должно получить избыточное лечение, вместо этого …»: a replacement static's event (never emitted as
# a trigger): `subject` is about to be healed by more than its wounds (wounds.heal, a healing with a number; Вампиризм's
# excess already becomes extra lives and is not offered); the event's amount is the excess.
HEALED_BEYOND_WOUNDS = "healed_beyond_wounds"
EVENTS = (*EVENTS, HEALED_BEYOND_WOUNDS)
# ---- (graveyard, hand, discarding; cards/phrases_zones_e.py,
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
#   (Х: the X paid for it; applied by effects.costs.entered_with_x).
# ---- its verbs, events and amounts (cards/phrases_triggers_c.py,
# engine/effects/coins.py) ----
# «атаковавшее существо не нанесло ран <вашему существу>»: a strike attack, a fight or a creature's shot ended
# (combat.AttackFrame, effects «Сразиться», effects._shot) whose final target `subject` is a creature, and the attacker
# `other` dealt it no wound (it did not strike, or its wounds were all prevented or absorbed). Emitted only when some
# ability listens.
ATTACK_NO_WOUNDS = "attack_no_wounds"
EVENTS = (*EVENTS, ATTACK_NO_WOUNDS)
VERBS.update({
    # «противник должен заплатить N{м}, если не хватает — ранить его на столько, сколько не хватает {м}»: each player of
    # `what` closes min(`amount`, his open coins) coins; the source deals his hero one wound (an ability's) per coin he
    # lacked (as the payment of «Медитация», §6.2).
    "pay_or_wounded": "<игрок> должен заплатить N{м}, если не хватает — ранить его на недостающее",
    # «(Вы можете) заплатить Х{м}, при этом …» (no Х cost): the controller chooses X from 1 to his open coins when it
    # resolves and closes X coins; X is then the ability's X for its «при этом» part (Amount("x")).
    "pay_x": "(Вы можете) заплатить Х{м}, при этом … на Х",
    # «противник может закрыть N своих персонажей»: if the player of `what` has `amount` open characters (hero and
    # creatures), he decides; yes — he picks that many of them and they close. Done (so «при этом» runs) only then.
    "opp_may_close": "противник может закрыть N своих персонажей",
})
# (end of «triggers_c»)
# ---- the deck — looks, searches, «замешайте» (cards/phrases_zones_d.py,
# engine/effects/zone_moves.py) ----
VERBS.update({
    # «Поиск — <существо>; если …, вызовите это существо»: every card the last «Поиск» of this resolution found (Ref
    # last_found) that is still in its owner's hand enters play under the controller (a summon: SUMMONED is emitted).
    "summon_found": "вызовите это существо (найденное Поиском)",
    # «Посмотрите Х верхних карт колоды противника; положите одну из них на кладбище, остальные положите на верх или под
    # низ колоды в любом порядке»: the controller looks at the top `amount` cards of the deck of `what` (a player; only
    # he sees them), puts params `to_grave` (1) of them into its owner's graveyard, then places each of the others, one
    # at a time in the order he picks, on the top or at the bottom of that deck (his choice per card).
    "look_grave_top_bottom": "Посмотрите Х верхних карт колоды противника, одну — на кладбище, остальные — на верх или под низ",
    # «Посмотрите Х верхних карт вашей колоды, положите одну из них в руку, остальные — под низ колоды в случайном
    # порядке»: as look_top with params take (cards to the hand, chosen by the controller, not shown), the others go to
    # the bottom of the deck in a random order (nobody chooses it).
    "look_top_rest_random": "Посмотрите Х верхних карт, K из них в руку, остальные — под низ колоды в случайном порядке",
    # «Противник может заплатить стоимость <выбранного существа>; иначе положите это существо под низ колоды»: the
    # opponent of the controller may pay coins equal to the printed cost of the card `what` (if it is in play and he
    # has the open coins); if he does not, the card goes to the bottom of its owner's deck.
    "opp_may_pay_or_bottom": "Противник может заплатить стоимость существа; иначе — под низ колоды",
    # «(Противник показывает руку и) замешивает в колоду карту стоимостью Х{м} на ваш выбор»: the controller picks one
    # card of the hand of `what` whose printed cost equals the ability's X (QueueItem.x); it is shuffled into its
    # owner's deck. Nothing when there is none.
})
# - Cost ``reveal_and_shuffle_hand`` (select: a kind of card of your hand): «Покажите <архаалита> стоимостью Х{м},
#   замешайте его в колоду:» — at declaration the player picks one card of his hand matching select; on payment it is
#   shown to both players and shuffled into his deck, and the ability's X is its printed cost (engine/declare.py).
# (end of «zones_d»)
# ---- cards/phrases_coins.py, engine/effects/coins.py, engine/payment.py ----
VERBS.update({
    # «Получите N{м} до <срока>. Вы можете тратить эти монеты (эту монету, её) только на <…>»: `amount` temporary coins
    # of `what` that pay only for params `spend_on` — "play_creature" («на розыгрыш существ»), "play_spell" («на
    # розыгрыш заклинаний»), "support" («на розыгрыш карт поддержки или активацию их способностей»); params `duration`
    # END_OF_TURN, END_OF_YOUR_TURN or END_OF_NEXT_OWN_TURN. They are not open coins for any other payment.
    "gain_coins_for": "Получите N{м}; вы можете тратить эти монеты только на <…>",
    # «(В конце вашего хода можете потерять 4{м}, при этом) вызвать эту карту из руки»: the source, if it is still in
    # the hand of the ability's controller, enters play under him (SUMMONED); its ability works in the hand.
    "coins_summon_self_hand": "вызвать эту карту из руки",
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
# - Effect ``play_discount`` params ``of_kind`` (CREATURE): «найденных таким образом существ» — the cards the search
#   just before found (IT), which the compiler checks are all of that kind.
# - A Select's ``cost_max_amount`` Amount("x") (value 0: «стоимостью Х{м} или менее», −1: «менее Х{м}») in the
#   ``select`` of summon / search / revive / grave_to_hand: the X paid for the ability or the spell.
# ---- copies of arbitrary cards, control changes, hoarding ----
VERBS.update({
    # «каждый игрок создаёт копию <выбранного вами существа>»: each player, the ability's controller first, creates a copy
    # of each card of `what` (a card in play) under his own control; the copy is made from the card seen in play
    # (engine/effects/control_copies.copy_for: digest §2.1 «Копия» — name, properties, classes, abilities, plus «Созданный»)
    "each_player_copies": "каждый игрок создаёт копию X: each player gets a copy of X under his control",
})
# - Effect ``create_copy`` of a card in play other than this one (a declared target, the event's card): the copy is made
#   then (``engine/effects/control_copies.copy_for``: a copy waiting in the запас, else a new instance, ``Catalog.with_copy``).
# - Select state ``made_by_this``: a copy in play that an instruction of the ability's own card created («Когда
#   <эта карта> покидает игру, уничтожьте созданную им копию»).
# - Select state ``least_strike``: the least current strike among all creatures in play, either side («существо с
#   наименьшей силой удара»; ties: all of them).
# (end of «copies»)
# «Когда <существо> получает Отравление»: `subject` was poisoned (an «Отравите» instruction applied to it, whatever
# its value was before; not when Защита от отравления stopped it); `amount` the value given. Emitted only when listened.
GOT_POISONED = "got_poisoned"
EVENTS = (*EVENTS, GOT_POISONED)
# ---- amounts «где Х — …», values of cards, a few statics ----
VERBS.update({
    # «Распределите Х ран среди <существ>»: the controller assigns the X wounds one at a time among the cards of
    # ``what`` (in play; one may get several), then each is wounded once by its share
    "distribute_wounds_x": "Распределите Х ран среди <существ>",
})
KEYWORDS.update({
    # «–N от способностей (в том числе от заклинаний)»: the wounds an ability (a spell included) deals to the card are N
    # less (engine/wounds.deal_wounds); attacks are not reduced
    "ability_reduction": "–N от способностей (в том числе от заклинаний)",
})
# ---- attacks and combat ----
VERBS.update({
    # «<существо> немедленно атакует (персонажа противника / <эту карту>)»: `what` (one creature) makes a strike attack
    # by the normal rules once the ability has resolved, the rest of the Queue set aside meanwhile (digest §4.2
    # «Немедленно»); param `at` (a Ref) the card attacked, else its controller picks one of its legal targets
    "attack_at_once": "X немедленно атакует: X makes a strike attack at once (at `at`, or at a character its controller picks)",
})
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
    # «<существо> не наносит ран» (Все на одного!, granted for a time): no wound it would deal — its strike, its
    # retaliation, its abilities' wounds — is dealt (engine/wounds.deal_wounds)
    "deals_no_wounds": "Не наносит ран",
    # «существа имеют Направленный удар по этому существу» (granted to that creature for a time): no defender may be
    # assigned against a strike at it (only an enemy attacks it; digest §6.1 Направленный удар; combat.defenders)
    "no_defender_against": "Существа имеют Направленный удар по этому существу",
    # «Существа могут выбирать <эту карту> только в качестве цели атаки ударом» (Неистовый страж): an ability of a
    # creature may not name it as a target, except as the creature fought by a «Сразиться» (a strike attack, digest
    # §5.6); spells and heroes' abilities may
    "strike_target_only": "Существа могут выбирать эту карту только в качестве цели атаки ударом",
    # «может атаковать дважды за ход» = «один (2) раз за ход» (digest §5.2.4: more than one strike attack per turn;
    # engine/combat.attacks_allowed already reads it)
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
VERBS.update({
    # «получает на N ран меньше от <атакованного существа> до конца хода»: a CardEffect on `what` (kind
    # less_wounds_from, key the iid of the card of param `from`, value N, param duration): every wounding of `what`
    # by that card is N less (engine/wounds.deal_wounds)
    "less_wounds_from": "X получает на N ран меньше от карты `from` (for a time)",
})
# - Condition ``acted_on_survived`` (ref same_card): the card the instruction acts on is in play with life above 0 («затем
#   полностью излечите это существо (Если оно выжило)» after a fight).
# - Condition ``no_other_creatures``: the controller controls no creature other than the trigger's card («Каждый раз,
#   когда ваше существо атакует ударом, если под вашим контролем нет других существ, …» on a hero).
# - Effect ``shot`` param ``shooter`` = Ref("event", role="subject"): «оно производит Выстрел на N» — the trigger's
#   creature shoots.
# (end of «combat_b»)
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
# (end of «hoard_b»)
VERBS.update({
    # «посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные карты обратно в любом
    # порядке» (after «При ударе по герою»): what = the hero struck (whose controller's deck), amount K (must be hoarded),
    # params holder, n; the rest go back on top in the order the player picks
    "look_hoard_back": "посмотрите N верхних карт его колоды, X добывает K из них, остальные обратно в любом порядке",
})
# ---- graveyards, decks, Мор; cards/phrases_zones_f.py, engine/effects/zone_moves.py ----
# - Effect ``mill`` param ``mor`` (True): the instruction is a printed «Мор X» (not «Положите N верхних карт … на
#   кладбище»), so «+N к Мору» adds to it.
# - StaticPart ``mor_bonus_static`` (select: the cards it applies to, ``value`` N): «Ваши карты с Мором имеют +N к Мору» —
#   every «Мор X» of an ability of such a card (controlled by the static's controller) moves X+N cards.
VERBS.update({
    "heal_note_excess": "Излечите <героя> на Х, noting the healing beyond his wounds (for «…, чем избыточное "
                           "лечение» right after it; GameState.turn_counts, this source, this turn)",
})
VERBS.update({
    "revive_two_enemy_creatures": "Возродите двух существ с разных кладбищ (one of each graveyard, under you); они становятся "
                             "<param class> и наносят друг другу раны, равные своему удару",
})
# - Amount ``excess_healed_noted``: the excess noted by this source's ``heal_note_excess`` (a Select's
#   ``cost_max_amount``: «вызовите существо стоимостью {м} равной или меньшей, чем избыточное лечение»).
# - Select.state ``grave_namesake``: a card named as another card in the graveyard of the player concerned.
# - StaticPart ``ban_play`` (only inside «игроки получают: «…»», turned into a ``ban``; not executed alone).
# ---- («Засада» variants; cards/phrases_ambush_costs.py,
# engine/effects/costs.py) ----
VERBS.update({
    # «…; атака ударом прерывается» (after «Когда противник объявляет атаку»): the strike attack that `what` (the
    # trigger's attacker) is making stops at once — no defender is assigned, no fight takes place; the attacker stays
    # closed (it paid) and has attacked this turn. Nothing for a shot (not a strike attack) or an attack already over.
    "interrupt_strike_attack": "атака ударом прерывается",
    # «противник открывает {м}, потраченные на розыгрыш этого заклинания»: the controller's opponent opens as many of
    # his closed coins as he paid for the spell `what` (the trigger's CARD_PLAYED amount); permanent coins first.
    "open_spent": "противник открывает {м}, потраченные на розыгрыш этого заклинания",
})
# - Select state ``attacked_this_turn``: the card made an attack this turn — a strike, a shot or a fight (every
#   ATTACKS event of the history; a shot is an attack, FAQ #29).
# - Ref("event", role=…, select=Select(CREATURE)): «атакующее существо» of an attack whose attacker may be a hero (a
#   hero's shot): the event's card only if it is a creature.
# (end of «ambush_costs»)
# «Каждый раз, когда вы применяете Засаду»: a card was played by its «Засада» (effects._ambush, after CARD_PLAYED);
# subject: that card, player: who played it, amount: the price paid. Emitted only when some ability listens.
AMBUSH_USED_MARK = "ambush_used_mark"
EVENTS = (*EVENTS, AMBUSH_USED_MARK)
# - Effect ``gain_coins`` with params ``duration`` END_OF_NEXT_OWN_TURN («получите N{м} до конца вашего следующего
#   хода»): temporary coins that last to the end of the player's next turn (gained in the opponent's turn: the coming
#   one, as temp_own; gained in his own turn: turn.cleanup keeps them through its end, then as temp_own).
# ---- (coins for a time, summons closed; cards/phrases_coins_b.py,
# engine/effects/keyword_grants.py) ----
# Duration «до конца следующего хода» (no «вашего» / «противника»): ends at the end of the turn after the one it was
# made in, whoever's turn that is (engine/turn._expires).
END_OF_NEXT_TURN = "end_of_next_turn"
VERBS.update({
    # «Потеряйте N{м} до <срока>»: the players `what` lose N of their coins (permanent ones, open first, as
    # ``lose_coins``); the coins each one really lost come back (open) when params ``duration`` ends — a ``lost_coins_back``
    # effect on his hero holds their number (engine/turn.cleanup).
    "lose_coins_for_a_time": "Потеряйте N{м} до <срока> (они возвращаются, когда срок истекает)",
    # «До <срока> получите N{м}»: N temporary coins (like ``gain_coins`` «до конца хода») that outlast the ends of turn
    # before params ``duration`` ends — a ``coins_kept`` effect on the hero keeps them (engine/turn.cleanup).
    "gain_coins_for_a_time": "До <срока> получите N{м} (временные монеты, исчезают, когда срок истекает)",
    # «уничтожьте эту карту и всех существ с силой удара меньше, чем у неё»: amount Amount("strike", ref=THIS) (read
    # first, last known if it left play); this card and every other creature in play with a lower strike are destroyed.
    "destroy_self_and_weaker": "Уничтожьте эту карту и всех существ с силой удара меньше, чем у неё",
    # «замешать <эту карту> из руки»: the source, only if it is in its controller's hand, shuffled into its owner's deck
    # (an ability that works in the hand: «<trigger>, можете заплатить N{м}, при этом …»).
})
# - ``summon`` / ``revive`` with params ``closed`` True («вызовите / возродите <np> закрытым»): the card enters play closed
#   (engine/effects._summon / _revive).
# (end of «coins_b»)
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
# other: the ability's source. Emitted by effects._mill, only in games that listen.
MOR_FIRES = "mor_fires"
# «Каждый раз, когда <эта карта> должен быть излечен и на нём нет ран»: a healing by an amount ≥ 1 (or a full one) was
# aimed at subject, a character in play with no wounds (wounds.heal; not when healing is banned). Emitted only when listened.
HEAL_WITHOUT_WOUNDS = "heal_without_wounds"
EVENTS = (*EVENTS, MIGHT_FIRES, NTH_MEDITATION, ACTS_EVENT, MOR_FIRES, HEAL_WITHOUT_WOUNDS)
VERBS.update({
    # «(В конце хода противника) он должен закрыть своё существо, иначе раниться на N»: each player of `what` closes one
    # of his open creatures (his pick; not one that cards of the opponent cannot close); with none, the source deals
    # his hero N wounds (an ability's)
    "must_close_or_be_wounded": "он должен закрыть своё существо, иначе раниться на N",
    # «покажите <заклинание …> из вашей руки, примените его эффект»: the player `what` picks a spell of his hand matching
    # params ``select`` (at resolution), shows it, and its abilities are declared and resolve without paying, playing or
    # moving it (digest §6.3 «Применить эффект заклинания»; it stays in the hand)
    "reveal_and_apply_spell": "покажите заклинание из руки, примените его эффект",
    # «активный игрок называет карту»: as ``name_card`` («Назовите карту»: the name is remembered on `what`, THIS, for
    # Select.name NAMED), but the player whose turn it is names it
    "active_player_names_card": "активный игрок называет карту",
})
# (end of «triggers_d»)
# ---- a mixed list; cards/phrases_misc_c.py, engine/effects/wounds_healing.py ----
VERBS.update({
    # «Ранить <существо> на величину его удара, …, вместо этого ранить всех существ с таким же ударом» (Искусство
    # войны): X = the current strike of `what` (the card the instruction before wounded) when executed; every creature
    # in play whose current strike is X is wounded by X (an ability's wounds, all at once)
    "wound_same_strike": "ранить всех существ с таким же ударом (as X's), на этот удар",
    # «Противник может отдать своё существо под ваш контроль» (Шантаж): the player of `what` (the opponent) picks one
    # card of params select (his creatures in play that can change control) and the ability's controller takes control
    # of it (first-turn weakness applies, 209.2), or he declines; done (FULL) only if he gave one
    "opponent_may_give_card": "противник может отдать своё существо под ваш контроль",
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
#   instruction without another shooter), printed and not lost, or given to it (engine/effects/wounds_healing.has_shot).
# (end of «misc_c»)

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
BE_SHOT_TARGET = "be_shot_target"  # be named as the target of a «Выстрел»
BE_TARGETED_BY_CREATURES = "be_targeted_by_creatures"  # be named by a creature's ability (but the one it fights)
OPEN = "open"  # be opened in the фаза восстановления (§4.2)


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
    Restriction("cannot_be_shot_target", BE_SHOT_TARGET, "cannot_be_shot_target", "5.5",
                "эта карта не может быть целью выстрелов", "that card cannot be the target of shots"),
    # «Существа могут выбирать <эту карту> только в качестве цели атаки ударом»
    Restriction("strike_target_only", BE_TARGETED_BY_CREATURES, "strike_target_only", "5.6",
                "существа могут выбирать эту карту только целью атаки ударом",
                "creatures may choose that card only as the target of a strike attack"),
    Restriction("no_untap", OPEN, "no_untap", "4.2", "эта карта не открывается в начале хода",
                "that card does not open at the start of the turn"),
)

# The kinds of attack an obligation concerns.
STRIKE_ATTACK = "strike"
SHOT_ATTACK = "shot"


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
)


# The delayed moments of «до конца хода» and the like (engine/delayed.py ends them; cards/language/durations.py names them).
START_NEXT_OWN = "start_next_own"
END_THIS = "end_this"
END_NEXT_OWN = "end_next_own"
END_NEXT = "end_next"
END_OWN = "end_own"

# The support card types: one slot each (digest §2.1).
SUPPORT_TYPES = ("weapon", "armor", "amulet", "event", "terrain")


def abilities_read_paid_x(abilities: tuple[Ability, ...]) -> bool:
    """Whether a card's abilities read the X paid for it (its play then asks for X)."""
    def uses(effects: tuple[Effect, ...]) -> bool:
        return any((isinstance(e.amount, Amount) and e.amount.kind == "x_paid_for_it") or uses(e.then) or uses(e.otherwise)
                   for e in effects)

    return any(any(p.kind == "enters_boosted_by_paid" for p in ab.statics) or uses(ab.effects)
               or any(t.select.state == "x_paid_count" for t in ab.targets)  # «Х <карт>» targets of its Найм
               for ab in abilities)
