"""The looking verbs, one parameter at a time: ``look`` (cards from the top of a deck: how many, who sees them, how
many are taken and where they go, where the rest go), ``reveal`` (what is shown) and ``search`` (Поиск: where the
card found goes, a cost bound counted at resolution). Each test plays a hand-made spell whose one effect is built
directly, from a position whose deck order is known (the top card first)."""

from __future__ import annotations

import dataclasses

from helpers import creature, hero, spell

from berserk_heroes import abilities as A
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.cards.model import CardDef
from berserk_heroes.engine.game import Game
from berserk_heroes.engine.position import CardInPlay, PlayerPosition, Position

ME = A.YOU_PLAYER


def _cards(*names: str) -> list[CardDef]:
    return [creature(n, cost=k + 1) for k, n in enumerate(names)]


def _play(effect: A.Effect, deck: list[CardDef], hand: list[CardDef] | None = None,
          opponent_deck: list[CardDef] | None = None, seed: int = 0) -> Game:
    """A game where p1 (5 coins) plays «Заклинание», whose one instruction is ``effect``."""
    cast = dataclasses.replace(spell("Заклинание", cost=0), abilities=(A.Ability(A.SPELL_ABILITY, effects=(effect,)),))
    me = PlayerPosition(CardInPlay(hero("Вождь")), coins=5, hand=[cast, *(hand or [])], deck=deck)
    them = PlayerPosition(CardInPlay(hero("Мастер")), deck=opponent_deck or [])
    game = Game.from_position(Position([me, them]), seed=seed)
    game.choose("play Заклинание")
    return game


def _names(game: Game, cards: list[int]) -> list[str]:
    return [game.state.catalog.names[c] for c in cards]


def _deck(game: Game, player: int = 0) -> list[str]:
    """The deck, top card first."""
    return _names(game, game.state.players[player].deck[::-1])


def _options(game: Game) -> list[str]:
    assert game.decision is not None
    return game.notations()


def _shown_to(game: Game) -> dict[str, int]:
    """Each card on display, and to whom (-1: both players)."""
    return {game.state.catalog.names[c]: viewer for c, viewer, _ in game.state.shown}


# ---------------------------------------------------------------------------------------------------------
# look
# ---------------------------------------------------------------------------------------------------------


def test_look_takes_to_the_hand_and_orders_the_rest() -> None:
    """n, take, rest: 3 cards looked at, one taken; the rest go on top or under in the order picked."""
    for rest, deck in ((A.REST_TOP, ["В", "А", "Г"]), (A.REST_BOTTOM, ["Г", "В", "А"])):
        game = _play(A.Effect("look", ME, params=(("n", 3), ("take", 1), ("rest", rest))), _cards("А", "Б", "В", "Г"))
        assert _options(game) == ["card А", "card Б", "card В"]
        game.choose("card Б")
        game.choose("card В")  # the first of the rest: on top («top») / right under the deck («bottom»)
        assert _deck(game) == deck and _names(game, game.state.players[0].hand) == ["Б"]
        assert _shown_to(game) == {"А": 0, "Б": 0, "В": 0}  # looked at: the controller only


def test_look_reveal_shows_to_both_and_rest_keep_leaves_the_cards() -> None:
    game = _play(A.Effect("look", ME, params=(("n", 2), ("take", 1), ("rest", A.REST_KEEP), ("reveal", True))),
                 _cards("А", "Б", "В"))
    game.choose("card Б")
    assert _deck(game) == ["А", "В"] and _shown_to(game) == {"А": -1, "Б": -1}


def test_look_to_graveyard_with_select_and_up_to() -> None:
    """to GRAVEYARD; select: only fitting cards may be taken; up_to: the player may stop (done)."""
    cheap = A.Select(A.CREATURE, zone=A.DECK, cost_max=2)
    game = _play(A.Effect("look", ME, params=(("n", 3), ("take", 3), ("rest", A.REST_KEEP), ("to", A.GRAVEYARD),
                                             ("up_to", True), ("select", cheap))), _cards("А", "Б", "В"))
    assert _options(game) == ["card А", "card Б", "done"]
    game.choose("card Б")
    game.choose("done")
    assert _deck(game) == ["А", "В"] and _names(game, game.state.players[0].graveyard) == ["Заклинание", "Б"]


def test_look_rest_to_the_graveyard_and_take_all() -> None:
    """take_all: every fitting card without a choice; rest GRAVEYARD."""
    two = A.Select(A.CREATURE, zone=A.DECK, cost_min=2)
    game = _play(A.Effect("look", ME, params=(("n", 3), ("take", 3), ("rest", A.GRAVEYARD), ("select", two),
                                             ("take_all", True))), _cards("А", "Б", "В", "Г"))
    assert _names(game, game.state.players[0].hand) == ["Б", "В"]
    assert _deck(game) == ["Г"] and "А" in _names(game, game.state.players[0].graveyard)


def test_look_rest_bottom_random_keeps_no_order_decision() -> None:
    game = _play(A.Effect("look", ME, 3, params=(("take", 1), ("rest", A.REST_BOTTOM_RANDOM))),
                 _cards("А", "Б", "В", "Г"))
    game.choose("card А")
    assert _deck(game)[0] == "Г" and sorted(_deck(game)[1:]) == ["Б", "В"]


def test_look_rest_top_or_bottom_one_card_at_a_time() -> None:
    game = _play(A.Effect("look", A.OPPONENT_PLAYER, 3, params=(("take", 1), ("to", A.GRAVEYARD),
                                                                ("rest", A.REST_TOP_OR_BOTTOM))),
                 [], opponent_deck=_cards("А", "Б", "В", "Г"))
    game.choose("card А")  # to his graveyard
    game.choose("card Б")  # placed first …
    game.choose("mode 2")  # … under the deck
    game.choose("mode 1")  # the last one, В, on top
    assert _deck(game, 1) == ["В", "Г", "Б"] and _names(game, game.state.players[1].graveyard) == ["А"]


def test_look_taking_none_makes_the_top_card_it() -> None:
    """take 0, rest keep: the top card stays and is IT (here taken by the next instruction)."""
    for reveal in (False, True):
        look = A.LookAtTopCard(ME, reveal=reveal, then=(A.Effect(A.MOVE, A.IT, params=((A.TO, A.HAND), (A.FROM, A.DECK))),))
        game = _play(look, _cards("А", "Б"))
        assert _names(game, game.state.players[0].hand) == ["А"]
        assert _shown_to(game) == {"А": -1 if reveal else 0}


def test_look_to_hoard_with_and_without_up_to() -> None:
    """to HOARD under the holder: with up_to the pick may be declined and the rest stay; rest top: ordered back."""
    may = A.Effect("look", A.OPPONENT_PLAYER, params=(("n", 2), ("take", 1), ("up_to", True), ("to", A.HOARD),
                                                      ("holder", A.YOUR_HERO), ("rest", A.REST_KEEP)))
    game = _play(may, [], opponent_deck=_cards("А", "Б", "В"))
    assert "done" in _options(game)
    game.choose("card Б")
    assert _deck(game, 1) == ["А", "В"] and _names(game, list(game.state.hoarded[game.state.players[0].hero])) == ["Б"]


def test_look_one_card_to_each_place_then_the_rest_hoarded() -> None:
    split = A.Effect("look", ME, params=(("n", 3), ("to", (A.HAND, A.GRAVEYARD)), ("rest", A.HOARD),
                                         ("holder", A.YOUR_HERO), ("reveal", True)))
    game = _play(split, _cards("А", "Б", "В", "Г"))
    game.choose("card В")  # to the hand
    game.choose("card А")  # to the graveyard
    p = game.state.players[0]
    assert _names(game, p.hand) == ["В"] and _names(game, p.graveyard)[-1] == "А"
    assert _names(game, list(game.state.hoarded[p.hero])) == ["Б"] and _deck(game) == ["Г"]


def test_look_until_shows_one_at_a_time_and_shuffles_the_rest() -> None:
    """until: cards are shown until `take` fitting ones are; those go `to`, the rest (shuffle) back into the deck."""
    third = A.Select(A.CREATURE, zone=A.DECK, cost_min=3)
    game = _play(A.Effect("look", ME, params=(("until", True), ("take", 1), ("select", third), ("to", A.HAND),
                                             ("rest", A.REST_SHUFFLE), ("reveal", True))), _cards("А", "Б", "В", "Г"))
    assert _names(game, game.state.players[0].hand) == ["В"]
    assert sorted(_deck(game)) == ["А", "Б", "Г"] and set(_shown_to(game)) == {"А", "Б", "В"}


# ---------------------------------------------------------------------------------------------------------
# reveal
# ---------------------------------------------------------------------------------------------------------


def test_reveal_the_hand() -> None:
    game = _play(A.RevealHand(ME), [], hand=_cards("А", "Б"))
    assert _shown_to(game) == {"А": -1, "Б": -1}


def test_reveal_any_number_from_the_hand_then_count_them() -> None:
    """select, no amount: any number of the matching cards; they are «показанные» (Amount done)."""
    show = A.Effect("reveal", ME, params=(("zone", A.HAND), ("select", A.Select(A.CREATURE, side=A.YOU, zone=A.HAND))),
                    then=(A.Effect("draw", ME, A.Amount("done")),))
    game = _play(show, _cards("В", "Г", "Д"), hand=_cards("А", "Б"))
    assert _options(game) == ["card А", "card Б", "done"]
    game.choose("card А")
    game.choose("done")
    assert _names(game, game.state.players[0].hand) == ["А", "Б", "В"]


def test_reveal_one_card_names_its_name() -> None:
    """an amount: one card (or none); names: its name becomes the named card."""
    show = A.Effect("reveal", ME, 1, params=(("zone", A.HAND), ("select", A.Select(A.CREATURE, side=A.YOU, zone=A.HAND)),
                                             ("names", True)))
    game = _play(show, [], hand=_cards("А", "Б"))
    assert "done" in _options(game)
    game.choose("card Б")
    assert _shown_to(game) == {"Б": -1} and list(game.state.named.values()) == ["Б"]


# ---------------------------------------------------------------------------------------------------------
# search
# ---------------------------------------------------------------------------------------------------------


def test_search_to_the_hand_may_be_declined() -> None:
    game = _play(A.Search(A.Select(A.CREATURE, side=A.YOU, zone=A.DECK)), _cards("А", "Б"))
    assert "done" in _options(game)  # FAQ #2
    game.choose("card Б")
    assert _names(game, game.state.players[0].hand) == ["Б"] and _shown_to(game) == {"Б": -1}


def test_search_to_the_top_of_the_deck_or_the_graveyard() -> None:
    for to, where in ((A.DECK_TOP, "deck"), (A.GRAVEYARD, "graveyard")):
        sel = A.Select(A.CREATURE, side=A.YOU, zone=A.DECK)
        game = _play(A.Effect("search", ME, 1, params=(("select", sel), ("to", to))), _cards("А", "Б", "В"))
        game.choose("card В")
        p = game.state.players[0]
        assert (_deck(game)[0] if where == "deck" else _names(game, p.graveyard)[-1]) == "В"


def test_search_cost_is_counted_at_resolution() -> None:
    """cost: the printed cost must be exactly this Amount (here 2: only Б fits)."""
    sel = A.Select(A.CREATURE, side=A.YOU, zone=A.DECK)
    game = _play(A.Effect("search", ME, 1, params=(("select", sel), ("cost", A.Amount("fixed", value=2)))),
                 _cards("А", "Б", "В"))
    assert _options(game) == ["card Б", "done"]


# ---------------------------------------------------------------------------------------------------------
# The look sentence composes: «Посмотрите / Покажите N верхних карт колоды» + clauses in the printed order
# ---------------------------------------------------------------------------------------------------------


def _compiled(text: str) -> A.Effect:
    result = compile_text(text, "Пробник", "spell")
    assert result.fully, result.unparsed
    (ability,) = result.abilities
    (effect,) = ability.effects
    return effect


def test_a_shown_look_takes_to_the_hand_and_puts_the_rest_under() -> None:
    """Clauses no printed card combines this way: «Покажите …» with «положите K из них в руку»."""
    assert _compiled("Покажите 5 верхних карт колоды, положите 2 из них в руку, остальные положите под низ колоды в "
                     "любом порядке.") == A.Effect("look", ME, params=(("n", 5), ("take", 2), ("rest", A.REST_BOTTOM),
                                                                      ("reveal", True)))
    assert _compiled("Посмотрите 4 верхние карты колоды, вызовите из них всех гномов, остальные положите на кладбище.") \
        == A.Effect("look", ME, params=(("n", 4), ("take", 4), ("to", A.PLAY),
                                        ("select", A.Select(A.CREATURE, zone=A.DECK, classes=("Гном",))),
                                        ("take_all", True), ("rest", A.GRAVEYARD)))


def test_a_look_sentence_needs_the_rest_and_no_more_than_it_sees() -> None:
    assert not compile_text("Посмотрите 3 верхние карты колоды, положите 4 из них в руку, остальные положите на "
                            "кладбище.", "Пробник", "spell").fully
    assert not compile_text("Посмотрите 3 верхние карты колоды, положите 1 из них в руку.", "Пробник", "spell").fully
