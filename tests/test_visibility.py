"""Hidden information decided in one place (engine/visibility.py), checked by the auditor (visibility_audit.py).

The reproducers of issue 12 (point 4) with the real cards, then random games — precon decks and random whole-pool
decks — audited for both seats and a spectator at every decision.
"""

from __future__ import annotations

import io

import pytest
from helpers import Table, creature, random_pool_setups
from rich.console import Console

from berserk_heroes import Game, PlayerSetup, RulesConfig
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cli import play_interactive, resolve_input
from berserk_heroes.decisions import DECLARE
from berserk_heroes.engine import visibility
from berserk_heroes.errors import IllegalAction
from berserk_heroes.rng import Rng
from berserk_heroes.scenarios.runner import loads_scenario
from berserk_heroes.visibility_audit import audit_seat

POOL = compiled_pool()


def _position(yaml: str) -> Game:
    sc = loads_scenario(yaml)
    return Game.from_position(sc.position, seed=sc.seed, config=sc.config)


def _no_leaks(game: Game) -> None:
    for seat in (0, 1, None):
        assert audit_seat(game, seat) == [], f"leaks to seat {seat}"


# ------------------------------------------------------------------------------------------------ who sees what


def test_who_sees_which_zone() -> None:
    t = Table.build([creature("Свой-рука"), creature("Свой-колода"), creature("Свой-кладбище"), creature("Показанный")],
                    [creature("Чужой-рука"), creature("Чужой-скрытый"), creature("Чужой-открытый")])
    for name in ("Свой-рука", "Показанный", "Чужой-рука"):
        t.to_hand(name)
    t.to_deck_top("Свой-колода")
    t.to_graveyard("Свой-кладбище")
    t.put("Чужой-открытый")
    t.put("Чужой-скрытый").counters["hidden"] = 1
    t.cs(t.hero(1)).counters["hidden"] = 1  # a hidden hero is still known (§1.4.1)
    s = t.s
    s.shown = ((t.iid("Показанный"), -1, s.turn),)  # «Покажите»: to both
    expected = {  # card: (P1 sees it, P2 sees it, a spectator sees it)
        "Свой-рука": (True, False, False), "Свой-колода": (False, False, False), "Свой-кладбище": (True, True, True),
        "Показанный": (True, True, True), "Чужой-рука": (False, True, False), "Чужой-скрытый": (False, True, False),
        "Чужой-открытый": (True, True, True),
    }
    for name, seen in expected.items():
        assert tuple(visibility.can_see(s, seat, t.iid(name)) for seat in (0, 1, None)) == seen, name
        for seat, sees in zip((0, 1, None), seen):
            assert ("name" in visibility.card_ref(s, seat, t.iid(name))) == sees
    assert all(visibility.can_see(s, seat, t.hero(1)) for seat in (0, 1, None))
    unseen = set(visibility.unseen(s, 0))
    assert {t.iid("Свой-колода"), t.iid("Чужой-рука"), t.iid("Чужой-скрытый")} <= unseen
    assert unseen.isdisjoint({t.iid("Свой-рука"), t.iid("Показанный"), t.iid("Чужой-открытый"), t.hero(1)})
    assert not visibility.can_see(s, 0, -1) and not visibility.can_see(s, 0, len(s.catalog.defs))


# ------------------------------------------------------------------------------------------------ options


def test_a_trigger_option_does_not_name_a_card_in_the_opponents_hand() -> None:
    """Дети топи («Когда противник берёт вторую карту за ход, Засада 2{м} …»): p1 draws two cards; p2's option
    named the second one (in p1's hand) — «declare Дети топи:1 @Бурк» — and carried its id."""
    game = _position("""
name: Дети топи
setup:
  active: p1
  p1: {hero: Учебный вождь, coins: 4, hand: [Мудрость предков], deck: [Гном, Бурк, Орк]}
  p2: {hero: Учебный вождь, coins: 2, hand: [Дети топи], deck: [Нейбл, Кабан, Орк]}
script: []
""")
    game.choose("play Мудрость предков")
    d = game.decision
    assert d is not None and d.player == 1 and d.kind == "trigger"
    assert game.notations() == ["declare Дети топи:1", "skip"]
    assert all(o.target == -1 for o in d.options), "the option carries the id of a card in p1's hand"
    _no_leaks(game)
    game.choose("declare Дети топи:1")  # still choosable: the ambush goes on as before
    assert "Дети топи" in [game.state.name(i) for i in game.state.play]


def test_the_drawing_players_own_trigger_still_names_his_card() -> None:
    """Адепт культа крови («Каждый раз, когда вы берёте карты, ранить вашего героя …») after its Найм drew two cards:
    its controller sees which card each point is about; nobody else does."""
    game = _adept_drawn()
    assert game.notations() == ["declare Адепт культа крови:2 @Бурк", "declare Адепт культа крови:2 @Орк"]
    for seat in (0, None):
        for option in game.legal_options:
            line = visibility.choice_text(game.state, seat, 1, option, game.notation(option))
            assert "Бурк" not in line and "Орк" not in line, line
    _no_leaks(game)


def _adept_drawn() -> Game:
    game = _position("""
name: Адепт культа крови
setup:
  active: p2
  p1: {hero: Учебный вождь}
  p2: {hero: Учебный вождь, coins: 2, hand: [Адепт культа крови], deck: [Бурк, Орк]}
script: []
""")
    game.choose("play Адепт культа крови")
    assert game.decision is not None and game.decision.player == 1 and game.decision.kind == "trigger"
    return game


def test_the_terminal_does_not_show_the_opponents_drawn_card() -> None:
    """The terminal printed the agent's «declare Адепт культа крови:2 @Бурк» to the human (P1): now «… @(карта
    скрыта)»; and the events after it say that P2 draws, not what."""
    from berserk_heroes.agents.random_agent import RandomAgent

    game = _adept_drawn()
    buffer = io.StringIO()
    out = Console(file=buffer, width=200, highlight=False)
    play_interactive(game, RandomAgent(1), out, io.StringIO("q\n"))
    text = buffer.getvalue()
    assert "declare Адепт культа крови:2 @(карта скрыта)" in text
    assert "Бурк" not in text and "Орк" not in text, text


def test_a_view_tells_the_opponent_that_a_card_was_drawn_not_which() -> None:
    game = _adept_drawn()
    drawn = [e for e in game.view(0).data["events"] if e["event"] == "drawn"]
    assert len(drawn) == 2 and all(e["card"] == {"hidden": True, "owner": 1} and e["player"] == 1 for e in drawn)
    mine = [e["card"]["name"] for e in game.view(1).data["events"] if e["event"] == "drawn"]
    assert sorted(mine) == ["Бурк", "Орк"]
    game.choose(game.legal_options[0])
    assert not [e for e in game.view(0).data["events"] if e["event"] == "drawn"], "only events since the last choice"


# ------------------------------------------------------------------------------------------------ the Очередь


ASSENIZATOR = """
name: Ассенизатор
setup:
  active: p2
  p1: {hero: Учебный мастер, coins: 3, hand: [Ассенизатор], deck: [Гном, Гном]}
  p2: {hero: Учебный вождь, coins: 1, play: [Орк], deck: [Гном, Гном]}
script: []
"""


def test_an_optional_ability_of_a_card_in_hand_is_not_public_before_it_is_declared() -> None:
    """Ассенизатор («В начале вашего хода можете заплатить 4{м}, при этом замешать Ассенизатора из руки …»): its
    ability went into the Очередь at once, in p2's and the spectators' view, while p1 had not yet chosen to pay."""
    game = _position(ASSENIZATOR)
    game.choose("end")
    d = game.decision
    assert d is not None and d.player == 0 and d.kind == "trigger"
    assert game.notations() == ["declare Ассенизатор:2", "skip"]
    for seat in (1, None):
        assert "Ассенизатор" not in game.view(seat).to_json()
    _no_leaks(game)
    game.choose("skip")  # declined: nothing of it ever shows
    assert "Ассенизатор" not in game.view(1).to_json()
    s = game.state
    assert "Ассенизатор" in [s.name(i) for i in s.players[0].hand] and not s.queue


def test_declaring_it_shows_the_card_and_is_the_choice_to_pay() -> None:
    game = _position(ASSENIZATOR)
    game.choose("end")
    game.choose("declare Ассенизатор:2")
    assert "Ассенизатор" in game.view(1).to_json(), "declaring names the source (§7.6)"
    assert [e["name"] for e in game.view(1).data["shown"]] == ["Ассенизатор"]
    game.choose("target Орк")  # no second «pay 4?»: declaring it was agreeing to pay
    s = game.state
    assert game.decision is not None and game.decision.kind == "main"
    assert s.players[0].open_coins == 0 and "Орк" not in [s.name(i) for i in s.play]
    assert [s.name(i) for i in s.players[0].hand] == ["Гном"]


def test_an_optional_ability_of_a_card_in_the_sideboard_is_not_public_before_it_is_declared() -> None:
    """Узник ледника («Когда противник разыгрывает заклинание, можете заплатить 2{м}, при этом вызовите Узника ледника
    из вашей дополнительной колоды»): the same from the дополнительная колода."""
    game = _position("""
name: Узник ледника
setup:
  active: p2
  p1: {hero: Учебный мастер, coins: 3, play: [Гном], sideboard: [Узник ледника]}
  p2: {hero: Учебный вождь, coins: 3, hand: [Выброс силы]}
script: []
""")
    game.choose("play Выброс силы")
    game.choose("target Гном")
    d = game.decision
    assert d is not None and d.player == 0 and d.kind == "trigger"
    for seat in (1, None):
        assert "Узник ледника" not in game.view(seat).to_json()
    _no_leaks(game)


# ------------------------------------------------------------------------------------------------ explanations


def test_the_terminal_answers_a_face_down_cards_real_name_as_a_name_that_does_not_exist() -> None:
    t = Table.build([creature("Гном", strike=2, life=3)], [creature("Невидимка", strike=2, life=2)])
    t.put("Гном", entered_turn=0)
    t.put("Невидимка").counters["hidden"] = 1  # «Скрытый персонаж»: face down (§6.2)
    t.refresh()

    def answer(name: str) -> tuple[str, str, str, str | None]:
        with pytest.raises(IllegalAction) as e:
            resolve_input(t.game, f"attack Гном -> {name}")
        exc = e.value
        return exc.code, exc.message_ru.replace(name, "{}"), exc.message_en.replace(name, "{}"), exc.rule

    assert answer("Невидимка") == answer("Несуществующая"), "an oracle on the face-down card's name"
    _no_leaks(t.game)


# ------------------------------------------------------------------------------------------------ the mulligan


def test_a_card_the_mulligan_put_into_the_deck_is_offered_no_ability_that_works_in_the_hand() -> None:
    """Дети топи triggered in p0's deal (the opponent drew his second card); p0 put them back with the mulligan, yet
    after it «declare Дети топи#2:1 …» was offered for cards at the bottom of his deck."""
    deti = POOL.by_name("Дети топи")
    filler = POOL.by_name("Песчаный лев")  # a creature without abilities
    heroes = [c for c in POOL if c.type == "hero" and c.supported]
    offered_from_deck = []
    for seed in range(6):
        game = Game([PlayerSetup(heroes[0], [deti] * 10 + [filler] * 30),
                     PlayerSetup(heroes[1], [filler] * 40)], seed=seed)
        s = game.state
        while game.decision is not None and game.decision.kind == "mulligan":
            mine = [o for o in game.legal_options if o.kind == "mulligan" and s.name(o.card) == "Дети топи"]
            game.choose(mine[0] if mine and game.decision.player == 0 else "keep")
        while game.decision is not None and s.turn <= 2:
            d = game.decision
            offered_from_deck += [o for o in d.options if o.kind == DECLARE and o.card in s.players[0].deck]
            game.choose(d.options[-1])
    assert offered_from_deck == []


# ------------------------------------------------------------------------------------------------ random games


GAMES_PER_CHUNK = 25
CHUNKS = 12
TURNS = 12


def _precon_setups(rng: Rng) -> list[PlayerSetup]:
    from berserk_heroes.decks.precon import precon_decks
    from berserk_heroes.demo import game_cards, setup_from_deck

    decks = sorted(precon_decks().items())
    return [setup_from_deck(rng.choice(decks)[1], game_cards()) for _ in range(2)]


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_leak_nothing_to_either_seat_or_a_spectator(chunk: int) -> None:
    """Half precon games, half random whole-pool decks; every decision audited for P1, P2 and a spectator (the
    explanations of rejected input at every fifth decision: they are the costliest part)."""
    leaks: list[str] = []
    for number in range(chunk * GAMES_PER_CHUNK, (chunk + 1) * GAMES_PER_CHUNK):
        rng = Rng(number)
        whole_pool = number % 2 == 1
        setups = random_pool_setups(rng) if whole_pool else _precon_setups(rng)
        game = Game(setups, seed=number, config=RulesConfig(turn_limit=TURNS), allow_unsupported=whole_pool)
        step = 0
        while game.decision is not None:
            for seat in (0, 1, None):
                leaks += [f"game {number} step {step}: {leak}"
                          for leak in audit_seat(game, seat, explanations=step % 5 == 0)]
            game.choose(rng.choice(game.legal_options))
            step += 1
    assert leaks == []
