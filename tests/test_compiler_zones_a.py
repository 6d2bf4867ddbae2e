"""Compiler tests of the «zones_a» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ANY,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CREATURE,
    EACH,
    EITHER,
    ENTERS_PLAY,
    GRAVEYARD,
    HAND,
    SPELL,
    SPELL_ABILITY,
    SUPPORT,
    THIS,
    TRIGGERED,
    TURN_END,
    YOU,
    YOU_PLAYER,
    Ability,
    Condition,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities, card

OPPONENT_PLAYER = Ref("player", side="opponent")
EACH_PLAYER = Ref("player", side=EACH)


def test_if_it_is_after_a_return_or_a_hoard() -> None:
    dark_or_steppe = Condition("revealed", select=Select(CREATURE, zone="deck", elements=("Тьма", "Степи")))
    assert abilities("Изгоняющая") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),), effects=(
            Effect("return_to_hand", Ref("target", 0)),
            Effect("draw", YOU_PLAYER, 1, condition=dark_or_steppe))),
    )
    spell = Condition("revealed", select=Select(SPELL, zone="deck"))
    assert abilities("Скальный фантом") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("hoard_from_hand", OPPONENT_PLAYER, 1, params=(("holder", THIS), ("chooser", "owner"))),
            Effect("wound", Ref("hero", side="opponent"), 3, condition=spell),
            Effect("draw", YOU_PLAYER, 1, condition=Condition("not", parts=(spell,))))),
    )


def test_if_it_is_still_needs_one_card() -> None:
    # «если это …» after an instruction on several cards (or on none) stays refused
    assert not compile_text("Верните всех существ в руки владельцев, если это тёмное существо – возьмите карту.",
                            "Х", "spell").fully


def test_not_hoarding_and_refresh() -> None:
    assert abilities("Наказание за лень") == (
        Ability(SPELL_ABILITY, effects=(Effect("wound", Ref("all", select=Select(CREATURE, state="not_hoarding")),
                                               2),)),
    )
    everything = abilities("Всепоглощение")
    assert everything[1] == Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
        Effect("destroy", Ref("all", select=Select(CREATURE))),
        Effect("destroy", Ref("all", select=Select(SUPPORT))))),)),))
    assert everything[2] == Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
        Effect("za_discard_hand", EACH_PLAYER),
        Effect("shuffle_into_deck", Ref("all", select=Select(CARD, side=EITHER, zone=GRAVEYARD)),
               params=(("graveyards", "all"),)),
        Effect("draw", EACH_PLAYER, 4))),)),))


def test_play_free_from_hand_or_graveyard() -> None:
    hand = Select(SPELL, side=YOU, zone=HAND, cost_max=4)
    assert abilities("Знаток тайных искусств") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("play_free", YOU_PLAYER, 1, optional=True,
                   params=(("select", hand), ("or_select", Select(SPELL, side=YOU, zone=GRAVEYARD, cost_max=4)))),)),
    )


def test_any_player_plays_and_self_in_graveyard() -> None:
    (spirit,) = abilities("Дух оруженосца")
    assert spirit.zone == GRAVEYARD
    assert spirit.trigger == Trigger(CARD_PLAYED, subject=Select(CARD, side=ANY, zone=HAND, state="multi_element"))
    (alp,) = abilities("Альп")
    assert alp == Ability(TRIGGERED, zone=GRAVEYARD, trigger=Trigger(TURN_END, whose_turn=YOU),
                          targets=(Target(Select(CREATURE, side=YOU)),), effects=(
        Effect("destroy", Ref("target", 0), optional=True, condition=Condition("za_source_in_graveyard"),
               then=(Effect("revive", THIS, 1),)),))


def test_mill_if_a_creature_went_to_the_opponents_graveyard() -> None:
    got = Condition("it_any", select=Select(CREATURE, side="opponent", zone=GRAVEYARD))
    assert abilities("Гвург") == (
        Ability(TRIGGERED, trigger=Trigger("dies"), effects=(Effect("sequence", params=(("effects", (
            Effect("mill", Ref("player", side=ANY), 2, params=(("mor", True),)),
            Effect("draw", YOU_PLAYER, 1, condition=got))),)),)),
    )


def test_payment_from_the_opponents_graveyard_then_revive_from_it() -> None:
    from berserk_heroes.abilities import ACTIVATED, Cost

    assert abilities("Пробуждающий")[1] == Ability(ACTIVATED, costs=(Cost("shuffle_grave_opp", 4),), effects=(
        Effect("revive", YOU_PLAYER, 1, params=(("select", Select(CREATURE, side="opponent", zone=GRAVEYARD)),
                                                ("up_to", False))),))
    # «с его кладбища» without that payment before it is not compiled
    assert not compile_text("2{м}: Возродите существо с его кладбища под вашим контролем.", "Х", "creature").fully


def test_named_cards_shuffled_from_the_hand_then_drawn() -> None:
    from berserk_heroes.abilities import NAMED, Amount

    opp = OPPONENT_PLAYER
    assert abilities("Разведать") == (
        Ability(SPELL_ABILITY, effects=(Effect("name_card", THIS), Effect("sequence", params=(("effects", (
            Effect("reveal_hand", opp),
            Effect("za_shuffle_matching", opp, params=(("select", Select(CARD, zone=HAND, name=NAMED)),)),
            Effect("draw", opp, Amount("done")))),)))),
    )


def test_hoard_from_any_players_hand() -> None:
    # «… по выбору этого игрока» (Айоргу, Турголиа) is compiled by family «zones_b» as a choice of modes; «по его
    # выбору» is this family's verb
    any_hand = Effect("za_hoard_any_hand", Ref("player", side=ANY), 1, params=(("holder", THIS),))
    compiled = card("Крылатая тьма").abilities
    assert any(ab.trigger == Trigger(ATTACKS) and ab.effects == (any_hand,) for ab in compiled)


def test_search_a_card_by_its_name() -> None:
    from berserk_heroes.abilities import DECK

    assert abilities("Хранитель Зиккурата")[0] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("search", YOU_PLAYER, 1, params=(("select", Select(CARD, side=YOU, zone=DECK, name="Зиккурат")),
                                                ("up_to", False))),))


def test_search_with_either_keyword() -> None:
    from berserk_heroes.abilities import DECK

    ability = next(a for a in abilities("Улдар") if a.kind == TRIGGERED)
    sel = ability.effects[0].then[0].param("select")
    assert sel == Select(CREATURE, side=YOU, zone=DECK, keywords_any=(
        "superiority", "superiority_lower_strike", "superiority_lower_cost", "suppression"))


def test_hoarded_creature_put_into_play() -> None:
    from berserk_heroes.abilities import ACTIVATED, COINS, ZA_HOARDED_NIGHTMARE_HERO, Cost

    assert abilities("Крылатая тьма") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 3),), effects=(Effect("za_put_into_play", YOU_PLAYER, 1, params=(
            ("select", Select(CREATURE, side=YOU, zone=ZA_HOARDED_NIGHTMARE_HERO)),)),)),
        Ability(TRIGGERED, trigger=Trigger("attacks"), effects=(
            Effect("za_hoard_any_hand", Ref("player", side=ANY), 1, params=(("holder", THIS),)),)),
    )
