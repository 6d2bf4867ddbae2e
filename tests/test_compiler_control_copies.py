"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of copies of arbitrary cards, control changes, hoarding: real card texts → exact ability objects; and the engine's
copies of arbitrary cards (``Catalog.with_copy``, ``effects.control_copies.copy_for``).
"""

from __future__ import annotations

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_PLAYED,
    CREATURE,
    DIES,
    ENTERS_PLAY,
    IT,
    LEAVES_PLAY,
    OPPONENT,
    PERMANENT,
    PLAY,
    SPELL_ABILITY,
    TARGET,
    THIS,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    Ability,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.config import RulesConfig
from berserk_heroes.engine.effects.control_copies import copy_for
from berserk_heroes.engine.state import CardState, Catalog, GameState, PlayerState, created_version
from berserk_heroes.rng import Rng
from tests.test_compiler import abilities, card, non_keyword


def test_copy_of_another_creature_in_play() -> None:
    (hire,) = non_keyword("Творец иллюзий")[:1]
    assert hire == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                           targets=(Target(Select(CREATURE, side=YOU, classes=("Дракон",))),),
                           effects=(Effect("create", TARGET(0), 1, params=(("no_enters", False),)),))


def test_destroy_the_copy_this_card_made_when_it_leaves_play() -> None:
    # «Творец Иллюзий» printed with a capital И: the self-name matches either case of a later word
    leave = non_keyword("Творец иллюзий")[1]
    assert leave == Ability(TRIGGERED, trigger=Trigger(LEAVES_PLAY), effects=(
        Effect("destroy", Ref("all", select=Select(CARD, side=ANY, zone=PLAY, state="made_by_this"))),))


def test_take_control_of_least_strike_opponent_chooses() -> None:
    spell = abilities("Взять заложника")[-1]
    assert spell == Ability(SPELL_ABILITY, targets=(
        Target(Select(CREATURE, side=ANY, state="least_strike"), chooser=OPPONENT),),
        effects=(Effect("control", TARGET(0), params=(("duration", PERMANENT),)),))


def test_egg_hoards_this_card_after_a_death() -> None:
    ab = non_keyword("Моровой дракон")[0]
    assert ab == Ability(TRIGGERED, every_time=True,
                         trigger=Trigger(DIES, subject=Select(CREATURE, side=OPPONENT, not_created=True)),
                         effects=(Effect("create", YOU_PLAYER, 1, params=(("name", "Яйцо"),)),
                                  Effect("hoard", THIS, params=(("holder", IT),))))


def test_egg_hoards_this_only_right_after_create() -> None:
    from berserk_heroes.cards.compiler import compile_text

    result = compile_text("Найм: Возьмите карту, оно добывает эту карту.", "Тест", "creature")
    assert not result.fully


def test_each_player_copies_chosen_creature() -> None:
    ab = non_keyword("Творец образов")[0]
    assert ab.trigger == Trigger(CARD_PLAYED)
    assert ab.targets == (Target(Select(CREATURE, side=ANY)),)
    (pay,) = ab.effects
    assert pay.verb == "pay" and pay.optional and pay.then == (Effect("create", TARGET(0), params=(("under", "each"),)),)


def test_copy_of_own_creature_of_cost_x_minus_one() -> None:
    (spell,) = abilities("Рождение жизни")
    assert spell == Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE, side=YOU, state="cost_x_minus_1")),),
                            effects=(Effect("create", TARGET(0), 1, params=(("no_enters", True),)),))


def test_macne_gob_li_is_supported() -> None:
    assert card("Макнэ Гоб Ли").fully
    pool = compiled_pool()
    assert pool.by_name("Макнэ Гоб Ли").supported
    assert pool.by_name("Творец иллюзий").supported


def _state() -> tuple[GameState, int, int]:
    pool = compiled_pool()
    hero, creature = pool.by_name("Вождь варваров"), pool.by_name("Черешт")
    catalog = Catalog([hero, creature, hero], [0, 0, 1])
    s = GameState(catalog, RulesConfig(), Rng(1))
    s.players = [PlayerState(0, 0), PlayerState(1, 2)]
    s.play = [1]
    s.cards = {1: CardState(1, 0, 0)}
    return s, 1, 2


def test_with_copy_extends_the_catalog_of_this_state_only() -> None:
    s, original, _ = _state()
    before = s.catalog
    clone = s.copy()
    made = copy_for(s, original, 1)
    assert made == 3 and s.players[1].reserve == [3]
    assert s.catalog is not before and clone.catalog is before and len(before.defs) == 3
    assert s.catalog.defs[3] is created_version(before.defs[original]) and "created" in s.catalog.defs[3].kw
    assert s.catalog.owners[3] == 1
    # the same extension of the same catalog is the same object (replays and clones agree)
    assert before.with_copy(created_version(before.defs[original]), 1) is s.catalog
    # a copy waiting in the запас is used before a new one is made
    assert copy_for(s, original, 1) == 3


def test_no_copy_of_a_card_that_cannot_be_seen() -> None:
    s, original, _ = _state()
    s.cards[original].counters["hidden"] = 1  # a hidden (face-down) character shows nothing
    assert copy_for(s, original, 0) == -1
    del s.cards[original]
    s.play = []
    s.players[0].hand = [original]  # a card in the hand is not seen by the other player
    assert copy_for(s, original, 1) == -1
    assert len(s.catalog.defs) == 3


def test_the_player_with_the_fewest_life_gets_control_of_this() -> None:
    end = non_keyword("Даверакк")[-1]
    assert end.effects == (Effect("control", THIS, params=(("to", "fewest_life"),)),)


def test_give_your_support_to_the_opponent_then_take_another() -> None:
    (spell,) = abilities("Афера с имуществом")
    assert spell.targets[0] == Target(Select("support", side=YOU))
    assert spell.targets[1].select.state == "other_target"
    assert spell.effects == (Effect("control", TARGET(0), params=(("to", OPPONENT), ("duration", PERMANENT))),
                             Effect("control", TARGET(1), params=(("duration", PERMANENT),)))


def test_give_the_opponent_a_card_of_either_side_is_refused() -> None:
    """«Отдайте противнику событие» on a card that is not an event: an event of either side — refused."""
    from berserk_heroes.cards.compiler import compile_text

    assert not compile_text("{Т}: Отдайте противнику событие.", "Звонок", "creature").fully


def test_give_the_opponent_the_event_itself() -> None:
    """Звонок мошенника: on an event, the bare «событие» (no other card named) is this event; the payment «Уничтожьте
    другую вашу карту:» is another card of yours in play (``destroy_own`` of a CARD select)."""
    from berserk_heroes.abilities import CARD, YOU, Cost, Select
    from berserk_heroes.cards.compiler import compile_text

    (give,) = compile_text("Уничтожьте другую вашу карту: Отдайте противнику событие.", "Звонок мошенника",
                           "event").abilities
    assert give.costs == (Cost("destroy_own", select=Select(CARD, side=YOU, other=True)),)
    assert give.effects == (Effect("control", THIS, params=(("to", OPPONENT), ("duration", "permanent"))),)


def test_the_opponent_gets_control_of_this_card_by_its_name() -> None:
    from berserk_heroes.cards.compiler import compile_text

    (hire,) = compile_text("Найм: Противник получает контроль над Логовом.", "Логово", "terrain").abilities
    assert hire.effects == (Effect("control", THIS, params=(("to", OPPONENT),)),)


def test_gains_one_of_the_abilities_switched_off() -> None:
    (hire,) = abilities("Эвенрейн")
    (choice,) = hire.effects
    grants = [mode.effects[0].params for mode in choice.param("modes")]
    assert grants == [(("keyword", code), ("duration", PERMANENT))
                      for code in ("haste_off", "hire_off", "death_off", "summon_off")]


# --- characteristics, copies and delayed instructions (round 9) ------------------------------------------------------


def test_copy_of_the_opponents_next_creature_becomes_a_spirit() -> None:
    (spell,) = abilities("Отражение в тумане")
    (delayed,) = spell.effects
    assert delayed.param("moment") == "next_event"
    assert delayed.param("trigger") == Trigger(ENTERS_PLAY, subject=Select(CREATURE, side=OPPONENT, not_created=True))
    assert delayed.param("effects") == (
        Effect("create", Ref("event", role="subject"), 1, params=(("no_enters", False),)),
        Effect("set_class", IT, params=(("class", "Дух"),)))


def test_not_undead_as_noun_and_revive_as_undead() -> None:
    statics = [a for a in non_keyword("Король Лаэтар") if a.statics]
    assert statics[1].statics[0].select == Select(CREATURE, side=ANY, not_classes=("Нежить",))
    dies = non_keyword("Король Лаэтар")[-1]
    assert dies.trigger == Trigger(DIES, subject=Select(CREATURE, side=ANY, not_classes=("Нежить",)))
    (pay,) = dies.effects
    assert pay.verb == "pay" and pay.optional and pay.amount.ref == Ref("event", role="subject")
    revive, become = pay.then[0].param("effects")
    assert (revive.verb, revive.what, become.verb, become.param("class")) == (
        "put_into_play", Ref("event", role="subject"), "set_class", "Нежить")


def test_strike_set_to_the_chosen_creatures_strike() -> None:
    (hire,) = abilities("Хмельная фея")
    chosen = TARGET(0)
    assert [(e.verb, e.what) for e in hire.effects] == [
        ("declare_target", chosen), ("modify", THIS), ("close", chosen), ("lose", chosen), ("modify", chosen)]
    assert hire.effects[1].amount.ref == chosen and hire.effects[-1].amount == 1


def test_delayed_instruction_names_its_own_target_when_it_fires() -> None:
    (hire,) = abilities("Хранитель поляны Кронга")
    assert [t.at_execution for t in hire.targets] == [False, True]
    delayed = hire.effects[-1]
    assert delayed.param("moment") == "end_this" and delayed.param("targets") == hire.targets
    assert delayed.param("effects")[0].what == TARGET(1)


def test_delayed_instruction_on_the_targets_death_this_turn() -> None:
    (ability,) = abilities("Одержимая духами")
    delayed = ability.effects[-1]
    assert delayed.param("trigger").subject.state == "set_up_target" and delayed.param("until") == "end_of_turn"
