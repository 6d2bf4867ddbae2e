"""Refusals (issue 12, points 5 and 6): numbered decisions and stale options; every refusal of a real move cites its
rule; "no such move" stays apart from "a real move the rules forbid now", for Option objects and for text alike;
and a refusal is never an oracle of hidden cards.
"""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Callable
from typing import Any

import pytest
from helpers import Table, creature

from berserk_heroes import Game, IllegalAction, Option
from berserk_heroes import abilities as A
from berserk_heroes.cards.model import CardDef
from berserk_heroes.decisions import ACTIVATE, ATTACK, DEFEND, END, PLAY, TARGET
from berserk_heroes.demo import demo_setups, game_cards, setup_from_deck
from berserk_heroes.probes import is_real_move, probe_options
from berserk_heroes.rng import Rng
from berserk_heroes.workloads import ability_setups

# The codes that may come without a rule: the protocol's own, where no rule of the game applies.
NO_RULE = {"unknown_option", "unknown_card", "malformed_option", "no_such_ability", "game_over", "wrong_player",
           "invalid_player", "stale_option", "ambiguous_option"}
NO_SUCH_MOVE = {"unknown_option", "unknown_card", "malformed_option", "no_such_ability"}


def refused(game: Game, attempt: Callable[[], Any]) -> IllegalAction:
    """The refusal ``attempt`` raises; the game is left exactly as it was."""
    before = (game.state_hash(), game.decision, game.history, game.notations() if game.decision else [])
    with pytest.raises(IllegalAction) as e:
        attempt()
    assert (game.state_hash(), game.decision, game.history, game.notations() if game.decision else []) == before
    return e.value


def activated(name: str, *costs: A.Cost, targets: tuple[A.Target, ...] = (), **keywords: int) -> CardDef:
    """A creature with one activated ability «<costs>: ранить героя противника на 1» (or a chosen target)."""
    what = A.TARGET(0) if targets else A.ENEMY_HERO
    ability = A.Ability(A.ACTIVATED, f"{name}: ранить на 1", costs=costs, targets=targets, effects=(A.Wound(what, 1),))
    return CardDef(f"t-{name}", name, "creature", ("Горы",), cost=1, strike=1, life=3, abilities=(ability,),
                   keywords=tuple(keywords.items()))


# -- numbered decisions, stale options -----------------------------------------------------------------------


def test_decisions_are_numbered_and_their_options_carry_the_number() -> None:
    game = Game(demo_setups(), seed=4)
    rng = Rng(4)
    numbers = []
    while game.decision is not None and len(numbers) < 150:
        d = game.decision
        assert all(o.decision == d.seq for o in d.options)
        numbers.append(d.seq)
        game.choose(rng.choice(d.options))
    assert numbers == list(range(len(numbers)))
    replay = Game(demo_setups(), seed=4)
    for player, text in game.history:
        assert replay.decision is not None
        replay.choose(text, player=player)
    assert replay.decision == game.decision and (replay.decision is None or replay.decision.seq == len(numbers))


def test_a_clone_continues_the_numbering_and_accepts_the_originals_options() -> None:
    game = Game(demo_setups(), seed=2)
    for _ in range(12):
        game.choose(game.legal_options[-1])
    twin = game.clone()
    assert twin.decision is not None and game.decision is not None and twin.decision.seq == game.decision.seq == 12
    option = game.legal_options[0]
    twin.choose(option)
    game.choose(option)
    assert twin.state_hash() == game.state_hash() and twin.decision == game.decision


def test_stale_option_is_refused_even_when_an_equal_move_is_legal_again() -> None:
    t = Table.build([creature("Гном", cost=0), creature("Тролль", strike=2)])
    t.to_hand("Гном")
    t.put("Тролль")
    t.refresh()
    end, attack = t.game.parse("end"), t.game.parse("attack Тролль -> hero")
    t.game.choose("play Гном")
    assert end in t.game.legal_options and attack in t.game.legal_options  # equal moves are legal again
    for stale in (end, attack):
        err = refused(t.game, lambda o=stale: t.game.choose(o))
        assert err.code == "stale_option" and err.message_ru and err.message_en
    refused(t.game, lambda: t.game.choose(Option.from_dict(json.loads(json.dumps(end.to_dict())))))
    t.game.choose(Option(ATTACK, attack.card, attack.target))  # built by hand: accepted
    assert t.game.decision is not None


def test_option_serialisation_carries_the_decision_number() -> None:
    game = Game(demo_setups(), seed=1)
    option = game.legal_options[0]
    data = option.to_dict()
    assert data["decision"] == game.decision.seq if game.decision else False
    back = Option.from_dict(json.loads(json.dumps(data)))
    assert back == option and back.decision == option.decision and repr(back) == repr(option)
    plain = {key: value for key, value in data.items() if key != "decision"}
    assert Option.from_dict(plain).decision == -1 and "decision" not in Option.from_dict(plain).to_dict()
    for bad in ("1", True, 1.5, -2, None):
        with pytest.raises(ValueError):
            Option.from_dict({**data, "decision": bad})
    game.choose(Option.from_dict(data))


def test_the_options_of_a_decision_read_as_numbered_options_however_they_are_read() -> None:
    game = Game(demo_setups(), seed=1)
    for _ in range(5):
        game.choose(game.legal_options[-1])
    d = game.decision
    assert d is not None and d.seq == 5
    reads = [list(d.options), list(d.options[:]), [d.options[i] for i in range(len(d.options))],
             list(reversed(d.options)), list(pickle.loads(pickle.dumps(d)).options), list(copy.deepcopy(d.options))]
    for read in reads:
        assert sorted(read) == sorted(d.options) and all(o.decision == 5 for o in read)
    assert all(d.options.index(o) == i and o in d.options for i, o in enumerate(d.options))
    assert "decision=5" in repr(d.options)


def test_options_compare_by_their_move_and_cannot_change() -> None:
    game = Game(demo_setups(), seed=1)
    offered = game.legal_options[0]
    by_hand = Option(*offered)
    assert offered == by_hand and hash(offered) == hash(by_hand) and by_hand in game.legal_options
    assert offered.decision == 0 and by_hand.decision == -1
    with pytest.raises(AttributeError):
        offered.decision = 5  # type: ignore[misc]
    with pytest.raises(AttributeError):
        by_hand.card = 3  # type: ignore[misc]
    assert offered._replace(card=offered.card).decision == -1  # a changed option is one built by hand


# -- refusals cite their rule ---------------------------------------------------------------------------------


def test_activation_repeated_in_one_turn_cites_113_4() -> None:
    t = Table.build([activated("Казначей", A.Cost(A.COINS, 1))])
    t.put("Казначей")
    t.coins(0, 3)
    t.refresh()
    t.game.choose("activate Казначей:1")
    while t.game.decision is not None and t.game.decision.kind != "main":
        t.game.choose(t.game.legal_options[0])
    for attempt in ("activate Казначей:1", Option(ACTIVATE, t.iid("Казначей"), num=0)):
        err = refused(t.game, lambda a=attempt: t.game.choose(a))
        assert (err.code, err.rule) == ("ability_used", "113.4")


def test_activation_in_the_opponents_turn_cites_113_2() -> None:
    t = Table.build([creature("Гном", strike=2)], [activated("Страж", A.Cost(A.CLOSE))])
    t.put("Гном")
    t.put("Страж")
    t.refresh()
    strazh = Option(ACTIVATE, t.iid("Страж"), num=0)
    for attempt in ("activate Страж:1", strazh):  # the opponent's фаза Выбора, sent as player 1
        err = refused(t.game, lambda a=attempt: t.game.choose(a, player=1))
        assert (err.code, err.rule) == ("not_your_turn", "113.2")
    err = refused(t.game, lambda: t.game.choose(strazh))  # as player 0: not his card
    assert (err.code, err.rule) == ("not_your_card", "113.1")
    t.game.choose("attack Гном -> hero")
    assert t.game.decision is not None and t.game.decision.kind == "defender" and t.game.decision.player == 1
    for attempt in ("activate Страж:1", strazh):  # his own decision, in the opponent's turn
        err = refused(t.game, lambda a=attempt: t.game.choose(a))
        assert (err.code, err.rule) == ("not_your_turn", "113.2")


@pytest.mark.parametrize("setup, code, rule", [
    ("weak", "first_turn_weakness", "209.2"), ("closed", "source_closed", "3.2"), ("poor", "not_enough_coins", "113.3"),
    ("no_target", "no_legal_targets", "118.1")])
def test_activation_that_cannot_be_paid_or_declared_cites_its_rule(setup: str, code: str, rule: str) -> None:
    enemy_creature = (A.Target(A.Select(A.CREATURE, side=A.OPPONENT)),)
    t = Table.build([activated("Лучник", A.Cost(A.CLOSE), A.Cost(A.COINS, 2),
                               targets=enemy_creature if setup == "no_target" else ())])
    t.put("Лучник", closed=setup == "closed", entered_turn=t.s.turn if setup == "weak" else None)
    t.coins(0, 1 if setup == "poor" else 3)
    t.refresh()
    assert not any(o.kind == ACTIVATE for o in t.game.legal_options)
    for attempt in ("activate Лучник:1", Option(ACTIVATE, t.iid("Лучник"), num=0)):
        err = refused(t.game, lambda a=attempt: t.game.choose(a))
        assert (err.code, err.rule) == (code, rule)


def test_a_wrong_target_and_a_defender_that_cannot_defend_cite_their_rules() -> None:
    character = (A.Target(A.Select(A.CREATURE, side=A.OPPONENT)),)
    t = Table.build([activated("Лучник", A.Cost(A.CLOSE), targets=character), creature("Гном", strike=2)],
                    [creature("Страж"), creature("Орк")])
    for name in ("Лучник", "Гном", "Страж", "Орк"):
        t.put(name)
    t.cs("Орк").defences = 1
    t.refresh()
    t.game.choose("activate Лучник:1")
    assert t.game.decision is not None and t.game.decision.kind == "target"
    for attempt in ("target Гном", Option(TARGET, t.iid("Гном"))):
        err = refused(t.game, lambda a=attempt: t.game.choose(a))
        assert (err.code, err.rule) == ("illegal_target", "118.1")
    t.game.choose("target Страж")
    while t.game.decision is not None and t.game.decision.kind != "main":
        t.game.choose(t.game.legal_options[0])
    t.game.choose("attack Гном -> hero")
    assert t.game.decision is not None and t.game.decision.kind == "defender"
    cases = {t.hero(1): ("hero_cannot_defend", "208.4"), t.iid("Орк"): ("already_defended", "5.3"),
             t.iid("Гном"): ("not_your_card", "5.3")}
    for card, expected in cases.items():
        err = refused(t.game, lambda c=card: t.game.choose(Option(DEFEND, c)))
        assert (err.code, err.rule) == expected


def test_frenzy_forces_the_attack_first() -> None:
    t = Table.build([creature("Берсерк", strike=2, frenzy=1), creature("Гном", cost=0)])
    t.put("Берсерк")
    t.to_hand("Гном")
    t.refresh()
    for attempt in ("end", "play Гном", Option(END), Option(PLAY, t.iid("Гном"))):
        err = refused(t.game, lambda a=attempt: t.game.choose(a))
        assert (err.code, err.rule) == ("must_attack", "6.2")


# -- no such move vs a real move; never an oracle of hidden cards --------------------------------------------


def _hidden_cards_table() -> Table:
    t = Table.build([creature("Гном", cost=9), creature("Колодник")],
                    [creature("Тайник"), creature("Оборотень"), creature("Страж")])
    t.to_hand("Гном")
    t.to_deck_top("Колодник")
    t.to_hand("Тайник")  # the opponent's hand
    t.put("Оборотень").counters["hidden"] = 1  # face-down
    t.put("Страж")
    t.refresh()
    return t


def test_text_naming_a_card_nobody_may_see_gets_the_answer_of_a_card_that_does_not_exist() -> None:
    t = _hidden_cards_table()

    def answer(text: str) -> tuple[str, str | None, str, str]:
        err = refused(t.game, lambda: t.game.choose(text))
        return err.code, err.rule, err.message_ru.replace(text, "…"), err.message_en.replace(repr(text), "…")

    nothing = answer("play Несуществующий")
    assert nothing[0] == "unknown_option"
    hidden = {"Тайник": "the opponent's hand", "Колодник": "a deck", "Оборотень": "a face-down card"}
    texts = ["play Тайник", "play Колодник", "target Оборотень", "undead Оборотень", "attack Страж -> Оборотень",
             "defend Тайник", f"play Тайник#{t.iid('Тайник')}", f"attack Страж -> Оборотень#{t.iid('Оборотень')}"]
    for text in texts:
        name = next(n for n in hidden if n in text)
        assert answer(text) == answer(text.replace(name, "Несуществующий")), (text, hidden[name])
        assert answer(text)[:2] == nothing[:2], text
    # texts about cards that can be seen are real moves: explained, with a rule
    assert answer("play Гном")[:2] == ("not_enough_coins", "309.1")
    assert answer("attack Страж -> hero")[:2] == ("not_your_card", "209.1")


def test_typed_input_naming_a_face_down_card_gets_the_answer_of_a_card_that_does_not_exist() -> None:
    from berserk_heroes.cli import resolve_input

    t = _hidden_cards_table()
    for text in ("attack Страж -> Оборотень", "attack Страж -> Несуществующий"):
        assert refused(t.game, lambda x=text: resolve_input(t.game, x)).code == "unknown_option"


def test_option_naming_a_card_nobody_may_see_gets_the_answer_of_a_card_that_does_not_exist() -> None:
    t = _hidden_cards_table()
    nothing = refused(t.game, lambda: t.game.choose(Option(PLAY, 10**6))).to_dict()
    assert nothing["code"] == "unknown_card"
    for kind, card in ((PLAY, "Тайник"), (PLAY, "Колодник"), (TARGET, "Оборотень"), (DEFEND, "Тайник")):
        option = Option(kind, t.iid(card))
        assert refused(t.game, lambda o=option: t.game.choose(o)).to_dict() == nothing, (kind, card)
    attack = Option(ATTACK, t.iid("Страж"), t.iid("Оборотень"))
    assert refused(t.game, lambda: t.game.choose(attack)).to_dict() == nothing


# -- every refusal over random games -----------------------------------------------------------------------


def _setups() -> list[Any]:
    from berserk_heroes.decks.precon import precon_decks

    decks = precon_decks()
    real = [setup_from_deck(decks[name], game_cards()) for name in ("forest", "swamp")]
    return [demo_setups(), ability_setups(), real]


@pytest.mark.parametrize("which", [0, 1, 2])
def test_every_refusal_changes_nothing_and_every_real_move_cites_a_rule(which: int) -> None:
    """Random games; at some decisions every probe of ``probes.probe_options`` is tried as an Option and as text:
    each refusal leaves the game as it was; a real move is never answered "no such move" and always cites a
    rule; only the protocol's own codes come without one."""
    game = Game(_setups()[which], seed=which)
    rng = Rng(which)
    step = 0
    tried = 0
    while game.decision is not None and step < 400:
        if step % 9 == 0:
            before = game.state_hash()
            for option in probe_options(game):
                real = is_real_move(game, option)
                for attempt in (option, _text(game, option)):
                    if attempt is None:
                        continue
                    with pytest.raises(IllegalAction) as e:
                        game.choose(attempt)
                    err = e.value
                    tried += 1
                    assert err.rule is not None or err.code in NO_RULE, (attempt, err)
                    if real:
                        assert err.code not in NO_SUCH_MOVE and err.rule is not None, (attempt, err)
                    assert game.state_hash() == before, (attempt, err)
        game.choose(rng.choice(game.decision.options))
        step += 1
    assert tried > 500


def _text(game: Game, option: Option) -> str | None:
    """The notation of a probe, unless it has none (no such card) or it reads as a legal option."""
    if not 0 <= option.card < len(game.state.catalog.defs):
        return None
    text = game.notation(option)
    try:
        game.parse(text)
    except IllegalAction:
        return text
    return None
