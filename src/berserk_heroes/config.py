"""RulesConfig: every open rules question (digest §9) as an option with its documented default.

Each field carries ``metadata`` with the digest section it comes from, a one-line explanation and the values
it accepts (``range`` for whole numbers, ``choices`` for words), so ``RulesConfig.describe()`` can print the
whole list for users and docs, and one validator (:func:`check_option`) checks every way a config is made:
``RulesConfig(...)``, ``RulesConfig.from_dict``, ``berserk play --config``, records and scenarios.
The ranges hold what a real game could want and no more, so that no option can make the engine do
unbounded work (a billion cards drawn per turn, a billion coins to choose X from).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, Field, asdict, dataclass, field, fields
from typing import Any

from .errors import DataError
from .limits import MAX_COPIES_PER_LINE, MAX_DECK_CARDS, shown


def _opt(default: Any, section: str, doc: str, range: tuple[int, int] | None = None,
         choices: tuple[str, ...] = ()) -> Any:
    """A rules option: its default, digest section, explanation and accepted values (``range``: the least
    and most whole number; ``choices``: the accepted words)."""
    return field(default=default, metadata={"section": section, "doc": doc, "range": range, "choices": choices})


@dataclass(frozen=True, slots=True)
class RulesConfig:
    """The rules options of one game. The defaults are the digest's chosen readings."""

    start_coins: int = _opt(0, "§9.1, §1.4.6", "coins each player has before his first turn", (0, 20))
    coin_income: int = _opt(1, "§9.1", "coins gained in the фаза накопления of each own turn", (0, 10))
    coin_cap: int = _opt(10, "§9.1", "most permanent coins a player may have", (0, 30))
    second_player_bonus_coins: int = _opt(0, "§9.1", "extra starting coins for the second player", (0, 10))
    opening_hand: int = _opt(4, "§9.2, §1.4.4", "cards in the раздача (opening deal)", (0, 20))
    mulligan: bool = _opt(True, "§1.4.5", "whether the пересдача (mulligan) is offered")
    first_player_draws: bool = _opt(False, "§9.3, §1.4.7", "whether the first player draws on his first turn")
    cards_drawn_per_turn: int = _opt(1, "§4.2", "cards drawn in the фаза накопления", (0, 10))
    queue_order: str = _opt("fifo", "§9.4, §7.7", "resolution order of the Очередь: 'fifo' or 'lifo'",
                             choices=("fifo", "lifo"))
    start_of_turn_triggers_first: bool = _opt(
        False, "§9.5", "resolve «в начале хода» triggers and poison before the coin and the draw"
    )
    deck_out: str = _opt(
        "nothing", "§9.9", "drawing from an empty deck: 'nothing', 'lose' (at once) or 'lose_after_3' (S9)",
        choices=("nothing", "lose", "lose_after_3"),
    )
    hand_limit: int | None = _opt(
        None, "§9.10", "most cards in hand at end of turn (excess discarded); None = no limit", (0, 50)
    )
    simultaneous_defeat: str = _opt("draw", "§9.11", "both heroes fall at once: 'draw' or 'active_loses'",
                                    choices=("draw", "active_loses"))
    defender_once_per_turn: bool = _opt(True, "§9.8, §5.3", "a creature may be assigned as defender once per turn")
    defender_may_protect_creatures: bool = _opt(
        True, "§9.8, §5.3", "a defender may be assigned when a creature (not only the hero) is attacked"
    )
    closed_can_be_attacked: bool = _opt(True, "§9.7, §5.2", "closed characters may be attacked by strike")
    fight_closing: str = _opt(
        "declaration", "§9.6, §5.2.3, §5.3", "when an attacker (and a defender) pays its closing: 'declaration' (right "
        "after the attack is declared / the defender assigned, glossary «Оплата») or 'after_fight' (once the fight is "
        "over, if it is still in play: the reminder texts of Пантера and Паровой страж)",
        choices=("declaration", "after_fight"),
    )
    # «Подавление»: «on attacking a creature, close the initial target» (digest §5.4.7); Пантера prints «Подавление
    # ваших существ срабатывает при объявлении атаки (а не после атаки)», as if it otherwise closed after the attack
    suppression_timing: str = _opt(
        "declaration", "§5.4.7 «Подавление», §9.8", "when «Подавление» closes the target of a strike attack: "
        "'declaration' (as a «при атаке» trigger, before the fight: a closed target does not strike back) or "
        "'after_attack' (once the fight is over, as Пантера's text implies; a card under Пантера's «Подавление ваших "
        "существ срабатывает при объявлении атаки» still closes it at the declaration)",
        choices=("declaration", "after_attack"),
    )
    # «Атакует дважды подряд, только разные цели» (Таанх): printed as a fact, with no «может»
    second_attack_in_a_row: str = _opt(
        "must", "§5.2.4 (not in the digest)", "the second attack of «Атакует дважды подряд»: 'must' (right after its "
        "first strike attack the creature attacks again, closed as it is, a character it has not attacked this turn, "
        "if it can) or 'may' (its controller decides)", choices=("must", "may"),
    )
    # «В начале хода выберите существо, оно получает на 2 раны больше от <этой карты>» (Грозящий расправой): no duration
    # is printed; a new creature is chosen every turn
    marked_more_wounds_lasts: str = _opt(
        "turn", "§5.4.4 (not in the digest)", "how long «<существо> получает на N ран больше от <этой карты>» lasts "
        "when no duration is printed: 'turn' (until the end of the turn: each turn's choice marks a creature for that "
        "turn) or 'permanent' (while both cards are in play: the marks add up)", choices=("turn", "permanent"),
    )
    # «Если герой должен получить раны, эта карта получает их вместо него» (Брачный контракт): a bare «герой» is any
    # hero, as a bare «существо» is any creature; the digest says nothing of whose
    wounds_instead_of_bare_hero: str = _opt(
        "any", "§7.5 (not in the digest)", "«Если герой должен получить раны, эта карта получает их вместо него»: the "
        "wounds of 'any' hero (a bare noun names any card of its kind) or only of 'yours' (the card's controller's)",
        choices=("any", "yours"),
    )
    # «Предотвратите Х ран от первой атаки в ход противника» (Щит каменной плоти): the first attack of the turn, whatever
    # it is aimed at, or the first one at the hero the armour protects — the digest does not say
    first_attack_shield: str = _opt(
        "turn", "§5.1, §7.5 (not in the digest)", "which attack «… ран от первой атаки в ход противника» (an armour "
        "shielding your hero) is about: 'turn' (the first attack made in that turn, strike or shot, whatever its target:"
        " if it is not at your hero, nothing is prevented that turn) or 'on_hero' (the first attack at your hero in "
        "that turn)", choices=("turn", "on_hero"),
    )
    attack_triggers_before_defender: bool = _opt(
        True, "§9.8", "«при атаке» triggers resolve before the defender is assigned"
    )
    creature_limit: int | None = _opt(None, "§9.14", "most creatures in a squad; None = unlimited", (0, 50))
    min_deck_size: int = _opt(40, "§1.3", "fewest cards in a deck (hero not counted)", (0, MAX_DECK_CARDS))
    max_copies: int = _opt(3, "§1.3", "most copies of one name in a deck", (1, MAX_COPIES_PER_LINE))
    horde_copies: int = _opt(5, "§1.3, §6.1 «Орда»", "most copies of a card with «Орда»", (1, MAX_COPIES_PER_LINE))
    # details of digest §6.2 that the digest does not settle
    gift_of_life_unnumbered: int | None = _opt(
        None, "§6.2 «Дар жизни»", "most extra lives the unnumbered «Дар жизни» removes (None = no bound)", (0, 50)
    )
    incarnation_payment: str = _opt(
        "lose", "§6.2 «Инкарнация»", "what «Инкарнация X» pays: 'lose' (X coins are lost) or 'close' (X coins closed)",
        choices=("lose", "close"),
    )
    hidden_reveal_abilities_work: bool = _opt(
        True, "§6.2 «Скрытый персонаж»", "a hidden character's own «раскрыться» abilities work while it is hidden"
    )
    combined_abilities: bool = _opt(
        True, "§2.1 «Объединённая карта», §9.18", "a combined card («Модуль», «Присоедините») has the abilities printed "
        "on all its parts (False: only its host's own; an attached «Модуль» card's Найм still fires)"
    )
    destroy_part: str = _opt(
        "combined", "§2.1 «Объединённая карта» (not in the digest)", "«уничтожьте» of a card that is now a part of a "
        "combined card (Безумный хирург: «Присоедините существо … к вашему существу; в конце хода уничтожьте его»): "
        "'combined' (the part is the combined card in play: that card is destroyed) or 'detach' (only the part leaves "
        "it, to its owner's graveyard)", choices=("combined", "detach"),
    )
    # «до N карт с любого кладбища» (the digest does not say whether the picks may come from both graveyards; Ясность
    # мысли prints «можно выбирать с нескольких кладбищ» as its own exception, so by default they may not); «все карты с
    # любого кладбища» (Обновление) likewise: one graveyard, the caster's pick, or both
    any_graveyard_picks: str = _opt(
        "one", "§9.18 (not in the digest)", "several cards chosen «с любого кладбища»: 'one' (all from one graveyard, "
        "the first card picked names it; «все карты с любого кладбища»: the graveyard the controller picks) or 'mixed' "
        "(any mix of both graveyards; «все карты …»: both graveyards)", choices=("one", "mixed"),
    )
    # «<игрок> перемешивает колоду» (Римлос, Дух Азарта, Вольт): the digest names no act «перемешать колоду» but says
    # a deck is shuffled whenever a card goes into it (§8.1) and after a Поиск (§8.2) — the same act, so by default
    # every shuffle of a deck counts (engine/zones.shuffle_deck)
    deck_shuffles: str = _opt(
        "every", "§8.1–8.2 (not in the digest)", "which shuffles are «<игрок> перемешивает колоду» (event deck_shuffled): "
        "'every' (every shuffle of a player's deck during the game: «перемешайте колоду», a card shuffled or returned "
        "into it without a place, after a Поиск or Вызов that took a card from it, «замешайте остальные» after a look) "
        "or 'instructed' (only the instructions «перемешайте колоду», «<игрок> перемешивает свою колоду»); the shuffle "
        "before the game never counts", choices=("every", "instructed"),
    )
    # a bare «Превосходство» (Зардагор): the digest writes the keyword «Превосходство (над [X])» and every other card
    # prints «над <существами …>», so by default it is over every creature
    bare_superiority_over: str = _opt(
        "creatures", "§6.2 «Превосходство», §5.4.4", "whom a bare «Превосходство» (no «над …») is over: 'creatures' "
        "(every creature, either side's; the printed forms all speak of creatures) or 'characters' (heroes too: +2 "
        "wounds to a hero it wounds)", choices=("creatures", "characters"),
    )
    ignored_wounds_use_armor: bool = _opt(
        False, "§6.2 «Игнорировать …», §6.1 «Броня X»", "wounds that ignore Броня («Игнорирует Броню») still use up "
        "the target's Броня of the turn (False: they leave it for the other strikes and shots of the turn)"
    )
    reduced_to_covers_retaliation: bool = _opt(
        False, "§6.2 «Сведение удара к X», §5.4.4", "«Сведение удара к X» also caps the card's own retaliation at X "
        "(False: only an attack at the card is capped; its retaliation strikes in full)"
    )
    # «Отмените <эту карту / это заклинание>» (309.1 step 10 «отмена» comes before step 11, the
    # card is played; the digest does not say how a reaction to «когда противник разыгрывает …» gets there in time)
    cancel_timing: str = _opt(
        "before_effects", "§7.8 (309.1 step 10), §7.7", "when a triggered ability that cancels the card whose play "
        "triggered it resolves: 'before_effects' (it is put into the Queue ahead of that card's own abilities, so it "
        "cancels them before any takes effect) or 'queue' (it waits its turn: with FIFO a spell's abilities have "
        "resolved by then and only what is left of the card is cancelled)", choices=("before_effects", "queue"),
    )
    replacement_order: str = _opt(
        "play_order", "§7.5 «эффект замещения»", "which replacement static («вместо этого …») applies when several "
        "could replace the same event (only one does): 'play_order' (the one of the card that came into play first) or "
        "'latest_first' (the one of the card that came into play last)", choices=("play_order", "latest_first"),
    )
    # «вдвое больше ран», «в два раза меньше ран (округляя вверх / вниз)»: the digest does not say where these stand
    # among the other modifiers of §5.4 step 4 (docs/engine.md «Replacement and prevention»)
    wound_scaling_order: str = _opt(
        "after_modifiers", "§5.4 step 4, §7.5", "when the wounds are doubled or halved: 'after_modifiers' (the "
        "wounds after Уязвимость, Превосходство and «на N ран больше / меньше», before Броня and prevention) or "
        "'before_modifiers' (the wounds as dealt, before those modifiers); doublings always come before halvings",
        choices=("after_modifiers", "before_modifiers"),
    )
    # «Способности ваших существ, срабатывающие в конце хода, срабатывают дважды» (Грых, Патриарх): the digest does
    # not say whether an ability that «срабатывает дважды» gets a second trigger point or resolves a second time
    trigger_times_reading: str = _opt(
        "points", "§7.2 (112.5–112.6), not in the digest", "what «<способности> срабатывают дважды / трижды» does: "
        "'points' (each time such an ability triggers it gets N trigger points, declared one by one with their own "
        "targets and costs; its once-per-turn limit is N) or 'resolutions' (it is declared once and put into the "
        "Queue N times with the same targets)", choices=("points", "resolutions"),
    )
    # «Когда открывается 1 или более {м}» names no player (Опытный крупье, Амулет силы земли); the digest does not say
    unowned_coin_events: str = _opt(
        "any", "§3.1 (not in the digest)", "whose coins «открывается N {м}» (no player named) hears: 'any' (either "
        "player's, as an unqualified noun means any card) or 'yours' (only its controller's)", choices=("any", "yours"),
    )
    # «(один раз за бой)», «(3 раза за бой)» (Медный дракон, Гестия): the digest never says what a «бой» is
    per_battle: str = _opt(
        "game", "§9 (not in the digest)", "what «N раз за бой» counts: 'game' (the whole battle — the game, as «до конца "
        "боя» lasts the game — each card at most N uses, beside its per-turn limit) or 'turn' (N uses a turn)",
        choices=("game", "turn"),
    )
    # «<X> добывает существо, в конце хода верните его в игру» (Хильдра): the text says not whose control it returns to
    hoard_return_control: str = _opt(
        "owner", "§8.1 (not in the digest)", "«добывает существо, в конце хода верните его в игру»: 'owner' (the "
        "creature returns to play under its owner's control, as cards go back to their owner's zones, §8.1) or "
        "'controller' (under the control of the returning ability's controller)", choices=("owner", "controller"),
    )
    # «Каждый игрок берёт Х карт, где Х — количество сброшенных таким образом карт» after each player discarded
    # (Поделиться маной): the digest does not say whose discards Х counts
    discarded_this_way: str = _opt(
        "total", "§9 (not in the digest)", "«каждый игрок берёт Х карт, где Х — количество сброшенных таким образом "
        "карт» after every player discarded: 'total' (Х is every card discarded, by both players) or 'own' (each "
        "player draws as many as he discarded)", choices=("total", "own"),
    )
    # «Назовите существо; противник уничтожает существо с таким названием» (Укрощение) says no «своё»
    unsaid_owner_destroys: str = _opt(
        "own", "§9 (not in the digest)", "«противник уничтожает существо / всех существ с таким названием» (no «своё»): "
        "'own' (his own creatures of that name, as «Противник уничтожает своё существо») or 'any' (any creature of that "
        "name, yours too, he picks)", choices=("own", "any"),
    )
    # «Медитация X» is a triggered keyword (digest §6.2 table: [trig]), but whether 112.5 («at most once per turn»)
    # limits it is not said: Бовкун counts several Медитации a turn, Сейвар, Владыка льда («Медитация ваших карт
    # срабатывает 2 раза за ход») reads as if one a turn were the rule
    meditation_per_turn: int = _opt(
        0, "§6.2, 112.5 (not in the digest)", "how many times a turn the Медитация of one card works: 0 (every attack "
        "at it, the engine's reading so far) or N (112.5 reads 1); «Медитация ваших карт срабатывает M раз за ход» "
        "raises a limit N to M", (0, 10),
    )
    # «Следующая карта / следующее заклинание стоит на N{м} дороже / дешевле» names no player (Кокетка, Застывший
    # акванит, Естественный ход, Шакси); the digest does not say whose card it is
    unowned_next_card: str = _opt(
        "by_direction", "§3.2 (not in the digest)", "whose next card «следующая карта стоит на N{м} дороже / дешевле» "
        "(no player named) changes: 'by_direction' (a cheaper one is the controller's, a dearer one his opponent's), "
        "'controller' (always the controller's) or 'anyone' (the next such card either player plays)",
        choices=("by_direction", "controller", "anyone"),
    )
    # «игрок открывает половину своих {м} (с округлением вниз)» (Набег): the digest does not say half of which coins
    open_half_coins_of: str = _opt(
        "all", "§3.1 (not in the digest)", "«открывает половину своих {м}»: half (rounded down) of 'all' his coins "
        "(open ones count, so fewer closed ones may open) or of his 'closed' ones",
        choices=("all", "closed"),
    )
    # «Если ваша карта имеет наименьшую стоимость» after each player showed a card (Ночь магии): the digest has no ties
    shown_cost_ties: str = _opt(
        "lowest", "§9 (not in the digest)", "«ваша карта имеет наименьшую стоимость» when another shown card costs as "
        "much: 'lowest' (yours still has the lowest cost) or 'not_lowest' (only a cost lower than every other counts)",
        choices=("lowest", "not_lowest"),
    )
    # «Когда вы создаёте копию существа, …, создайте ещё одну такую же копию» (Аллир): the digest does not say whether
    # «такую же» repeats how the first copy was made when its instruction said «её Найм не срабатывает»
    same_copy_hire: str = _opt(
        "as_first", "§2.1 «Копия» (not in the digest)", "«создайте ещё одну такую же копию» of a copy whose «Найм» "
        "its instruction switched off: 'as_first' (the second copy's «Найм» does not trigger either) or 'fires' (it "
        "triggers: only the card is copied)", choices=("as_first", "fires"),
    )
    # quests (docs/quests.md; digest §9.18: the rules are not known, these are the readings of the cards' own texts)
    quest_limit: int = _opt(
        1, "§9.18, docs/quests.md", "most quests a player may have in play at once (Доска объявлений: «Вы можете "
        "иметь дополнительный квест …»); a quest beyond it cannot be taken from the hand", (0, 10)
    )
    quest_taking_is_play: bool = _opt(
        True, "§9.18, docs/quests.md", "taking a quest from the hand is playing a card (309.1 at no cost): «когда "
        "… разыгрывает карту» triggers see it (False: it only enters play)"
    )
    quests_are_cards_in_play: bool = _opt(
        False, "§9.18, docs/quests.md", "a quest in play is a card in play for every text («уничтожьте карту», "
        "«карта противника»); False: only texts that name a quest («ваш квест», «возьмите квест под контроль») see it"
    )
    completed_quest_pile: str = _opt(
        "controller", "§9.18, docs/quests.md", "whose completed quests a completed quest counts among («ваш "
        "завершённый квест»): 'controller' (the player who controlled it when it was completed) or 'owner'",
        choices=("controller", "owner"),
    )
    extortion_each_turn: bool = _opt(
        False, "§6.2 «Вымогательство», docs/keywords.md", "a card's «Вымогательство» is offered to the opponent again at "
        "the start of each turn of its controller (False: only as the card enters play)"
    )
    replaced_quest_to: str = _opt(
        "completed", "§9.18, docs/quests.md", "where «Замените ваш квест завершённым квестом» (Зумб, Громила) puts the "
        "quest it replaces: 'completed' (among the completed quests, as the one that came back was: not completed "
        "by it, no «когда вы завершаете квест») or 'graveyard' (its owner's graveyard)",
        choices=("completed", "graveyard"),
    )
    death_triggers_of_last_controller: bool = _opt(
        True, "§4 «Гибель», docs/engine.md", "the «Гибель» of a card that died under another player's control than its "
        "owner's is that player's, as it was his card when it died (Подчинить своей воле: «Гибель: Излечить вашего "
        "героя …» heals the hero of the player who took it; False: its owner's, as a card in his graveyard)"
    )
    # «карта того же типа», «карту такого же типа» (Северянин Гвидо, Турмс): the digest lists the types but not whether
    # a support card's class (weapon, armour, amulet, event, terrain) is a type of its own
    support_classes_are_types: bool = _opt(
        False, "§2.1 (not in the digest)", "«того же / такого же типа»: each support class (weapon, armour, amulet, "
        "event, terrain) is a type of its own, as older texts list equipment and events (False: every support card is "
        "of one type, «Карта поддержки», as the current glossary lists the types)"
    )
    # «Другие существа теряют особенности, пока Вирго в игре», «Герой противника теряет особенности» (Вирго, Сэмюэль):
    # a static that removes abilities can remove another such static's; the digest (§6.2) does not say in what order
    lose_abilities_statics: str = _opt(
        "earlier_first", "§6.2 «Теряет особенности», docs/engine.md", "which static «<карты> теряют особенности» works "
        "when two name each other's cards: 'earlier_first' (the one whose card came into play first: it took the other's "
        "text away as that card arrived, so the other's never worked) or 'all_apply' (each one works unless an "
        "instruction took its own card's abilities: both cards lose theirs)", choices=("earlier_first", "all_apply"),
    )
    # «если ваша карта имеет наибольшую стоимость {м}» (Букмекер Глури, after each player shows his top card): the digest
    # does not say whether a tie is «наибольшая»
    greatest_cost_ties: bool = _opt(
        False, "§9 (not in the digest)", "«ваша карта имеет наибольшую стоимость {м}» holds when both cards cost the "
        "same (False: only a card that costs more than the other has the greatest cost)"
    )
    # «Найм: Существо противника добывает <эту карту> …; если у противника нет существ, уничтожьте <эту карту>» (Бес): FAQ
    # #11 makes a mandatory ability that needs an enemy creature name your own when he has none; the digest does not say
    # whether an ability that prints what happens when he has none still does so. By default the printed clause is that
    # case's answer: the target is not named and the clause applies
    absence_clause_replaces_own_fallback: bool = _opt(
        True, "§7.4, FAQ #11 (not in the digest)", "an ability with a target «существо противника» and a clause «если у "
        "противника нет существ, …» names no creature of yours when he has none: the clause is done instead (False: "
        "FAQ #11 — it names a creature of yours, then the clause is done)"
    )
    # «количество последних полученных вашим персонажем ран» (Проклятая баллиста): «персонаж» is a hero or a creature
    # (terms.md), so by default the last wounding of any character of the player counts
    last_wounds_of: str = _opt(
        "character", "(not in the digest), docs/engine.md", "«количество последних полученных вашим персонажем ран»: "
        "the wounds of the last wounding of 'character' (any character of the player: his hero or a creature of his) "
        "or 'hero' (his hero only)", choices=("character", "hero"),
    )
    # «Для создания копии вы можете выбирать существ противника» (Жрица жизни, beside her «Дар жизни»): whose «Дар
    # жизни» it widens the digest does not say
    gift_any_side_scope: str = _opt(
        "player", "§6.2 «Дар жизни», docs/compiler.md «Qualities»", "whose «Дар жизни» may copy the opponent's creatures "
        "while a card says «Для создания копии вы можете выбирать существ противника»: 'player' (every «Дар жизни» of "
        "its controller: «вы» is the player) or 'own' (only that card's own «Дар жизни»)", choices=("player", "own"),
    )
    # «Каждый игрок не может объявлять атаку более трёх раз за ход» (Безумец Снейв): the digest calls an «атака» a strike
    # or a shot a player starts (§5.1) but does not say whether a shot is «объявлена»
    declared_attacks: str = _opt(
        "strikes_and_shots", "§5.1 (not in the digest)", "what «не может объявлять атаку более N раз за ход» counts and "
        "stops: 'strikes_and_shots' (every strike attack declared and every shot, an attack a player starts: §5.1) or "
        "'strikes' (only the strike attacks declared)", choices=("strikes_and_shots", "strikes"),
    )
    # «Каждый раз, когда вы оплачиваете способность или карту» (Опера): the digest (§3.1) knows the payment of a card's
    # cost and of an activated ability's cost; Медитация, Немертвый or an instruction «заплатите N{м}» are payments of
    # coins too, but for no card or ability of the payer's own
    paid_ability_or_card: str = _opt(
        "play_and_activation", "§3.1 (not in the digest)", "which payments of coins are «вы оплачиваете способность "
        "или карту» (event coins_spent naming the card paid for): 'play_and_activation' (coins closed to play a card — "
        "from the hand, by Засада … — or to activate an ability) or 'any' (every payment of coins, also for Медитация, "
        "Немертвый or an instruction «заплатите N{м}»)", choices=("play_and_activation", "any"),
    )
    # «Если карта противника должна уничтожить ваше существо или всех существ, вместо этого вы можете уничтожить <эту
    # карту>» (Волхв Лихолесья): the digest is silent on what is left of a mass destruction so replaced
    destroy_replacement_scope: str = _opt(
        "instruction", "§7.5 «эффект замещения» (not in the digest)", "what a replacement of an opponent's destroying "
        "instruction («вместо этого вы можете уничтожить <эту карту>») spares: 'instruction' (the whole instruction is "
        "replaced: none of its cards is destroyed, «всех существ» named beside «ваше существо») or 'yours' (only the "
        "cards of the replacement's controller are spared; the other cards of the instruction are destroyed)",
        choices=("instruction", "yours"),
    )
    other_cost_named: str = _opt(
        "last", "§6.3 «Повторить» (not in the digest)", "«повторите это заклинание, называя другую стоимость {м}» (Колесо "
        "фортуны): the cost the repeat may not name — 'last' (the one named in the resolution that repeats it) or 'all' "
        "(every cost named since the spell was played, by it and its repeats)",
        choices=("last", "all"),
    )
    turn_end_now_queue: str = _opt(
        "resolved", "§4.2 «Немедленно» (the Queue is not named)", "«ход немедленно заканчивается» (Хронос): the "
        "abilities already in the Queue (or triggered, not yet declared) when the turn is ended — 'resolved' (they still "
        "resolve, then the turn ends with no further phase) or 'emptied' (they are removed: nothing more of the turn "
        "happens)",
        choices=("resolved", "emptied"),
    )
    own_cost_ambush_of_x_spell: str = _opt(
        "x_chosen", "§6.2 «Засада» (not in the digest)", "«Засада Х{м}, где Х — стоимость этого заклинания» (Ирдли) of a "
        "spell of cost X, whose cost is 0 outside the Очередь: 'x_chosen' (the spell is declared as from the hand and "
        "its Засада costs the X chosen then) or 'refused' (such a spell cannot be played by that Засада)",
        choices=("x_chosen", "refused"),
    )
    # «Когда у вашей карты срабатывает … Жажда Х» (Эксплуататор магии): the digest (§3.2) has the keyword «Жажда X», an
    # additional cost of playing the card; «Жажда N:» also names the payment of an activated ability (Коновал)
    thirst_fires: str = _opt(
        "keyword", "§3.2 «Жажда» (not in the digest)", "which payments are «у карты срабатывает Жажда Х» (event "
        "thirst_used): 'keyword' (the card's «Жажда X» paid as it is played) or 'keyword_and_cost' (also the payment "
        "«Жажда N:» of an activated ability)", choices=("keyword", "keyword_and_cost"),
    )
    # «эта способность стоит на Х{м} меньше, где Х — разница между количеством ваших {м} и {м} противников» (Эльфийское
    # копьё): the digest (§3.1) does not say what «разница» is when you have fewer coins than the opponent
    coin_difference: str = _opt(
        "surplus", "§3.1 (not in the digest)", "«разница между количеством ваших {м} и {м} противников» when you have "
        "fewer coins: 'surplus' (0 — the difference counts only when you have more: the card rewards the richer player, "
        "and a discount never makes an ability dearer) or 'absolute' (how many fewer: the difference either way)",
        choices=("surplus", "absolute"),
    )
    # «можете переместить …; если вы не можете этого сделать, уничтожьте …» (Меч лидера): the digest does not say
    # whether declining a «можете» that could be done is «не можете»
    declined_is_unable: bool = _opt(
        False, "§7.4 (not in the digest)", "«можете X; если вы не можете этого сделать, Y»: whether declining X while it "
        "could be done also runs Y (false: Y only when X could not be done — e.g. no boost left to move)",
    )
    # «Если из-за Мора любого Жаборотого на кладбище попали только существа, …» (Жаборотый): the digest does not say
    # whether a Мор that moved no card (an empty deck) put «only creatures» there
    mor_only_needs_a_card: bool = _opt(
        True, "§8 «Мор» (not in the digest)", "«если из-за Мора … на кладбище попали только <карты>»: whether the Мор must "
        "have put at least one card there (true: a Мор of an empty deck put nothing, so «only creatures» does not hold; "
        "false: nothing moved counts as «only creatures»)",
    )
    # «Жажда 1. Жажда 1. Жажда 1.» (Жаждущий знаний): the digest (§6) says only the highest of several Жажды applies,
    # but a card printing the same Жажда three times, and counting «каждого персонажа, выбранного его жаждой», means more
    repeated_thirst: str = _opt(
        "each", "§6 «Жажда» (not in the digest)", "a card printing «Жажда X» several times: 'each' (each printed Жажда is "
        "paid as the card is played, each choosing its character — the same one may be chosen again) or 'highest' (one "
        "payment, as for Жажды from several sources)", choices=("each", "highest"),
    )
    turn_limit: int | None = _opt(
        200, "engine", "the game is a draw after this many turns (keeps simulations finite); None = no limit", (1, 1000)
    )

    def __post_init__(self) -> None:
        for f in fields(self):
            check_option(f, getattr(self, f.name))

    def to_dict(self) -> dict[str, Any]:
        """Plain dict of all options (for records)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> RulesConfig:
        """Build from a dict; an unknown key or a bad value is a DataError naming ``config.<key>``."""
        if data is not None and not isinstance(data, Mapping):
            raise DataError("config", f"must be a mapping of option names to values, not {shown(data)}")
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise DataError(f"config.{key}", "unknown rules option")
        return cls(**data)

    @classmethod
    def describe(cls) -> list[tuple[str, Any, str, str]]:
        """(name, default, digest section, explanation with the accepted values) for every option."""
        rows = []
        for f in fields(cls):
            default = f.default if f.default is not MISSING else None
            doc = f"{f.metadata['doc']} [{allowed_values(f)}]"
            rows.append((f.name, default, f.metadata["section"], doc))
        return rows


def option_fields() -> dict[str, Field[Any]]:
    """The rules options by name."""
    return {f.name: f for f in fields(RulesConfig)}


def option_kind(option: Field[Any]) -> tuple[str, bool]:
    """The type of a rules option (``"bool"``, ``"int"`` or ``"str"``) and whether it may be None."""
    type_name = str(option.type)
    return type_name.split()[0], "None" in type_name


def allowed_values(option: Field[Any]) -> str:
    """What an option accepts, in words: «0–20», «'fifo' or 'lifo'», «true or false», «… or none»."""
    kind, nullable = option_kind(option)
    if kind == "bool":
        text = "true or false"
    elif kind == "int":
        least, most = option.metadata["range"]
        text = f"a whole number {least}–{most}"
    else:
        words = [repr(c) for c in option.metadata["choices"]]
        text = " or ".join([", ".join(words[:-1]), words[-1]] if len(words) > 1 else words)
    return f"{text} or none" if nullable else text


def check_option(option: Field[Any], value: Any) -> None:
    """The one check of a rules option's value (its type, then its range or its choices): a DataError naming
    ``config.<name>`` and the accepted values if ``value`` is not accepted."""
    kind, nullable = option_kind(option)
    if value is None and nullable:
        return
    if kind == "bool":
        ok = isinstance(value, bool)
    elif kind == "int":
        least, most = option.metadata["range"]
        ok = isinstance(value, int) and not isinstance(value, bool) and least <= value <= most
    else:
        ok = isinstance(value, str) and value in option.metadata["choices"]
    if not ok:
        raise DataError(f"config.{option.name}", f"must be {allowed_values(option)}, not {shown(value)}")
