"""The verbs of wounds, healing, extra lives, prevention, destruction and a card's open/closed state, one test per
verb showing what each of its params does (``abilities.VERBS``): spells written as ability objects in a scenario, so
that the engine runs exactly the Effect under test."""

from __future__ import annotations

import pytest

from berserk_heroes import abilities as A
from berserk_heroes.scenarios.runner import loads_scenario, run_scenario

HEADER = """
name: {name}
cards:
  Вождь: {{type: hero, life: 26}}
  Орк: {{type: creature, strike: 2, life: 4}}
  Гоблин: {{type: creature, strike: 1, life: 3}}
  Тролль: {{type: creature, strike: 3, life: 6}}
  Чары:
    type: spell
    abilities:
      - kind: spell
{ability}
"""


def _run(name: str, ability: str, rest: str) -> None:
    """Play the spell «Чары» with ``ability`` (YAML lines indented for the ability mapping) in the position of ``rest``."""
    text = HEADER.format(name=name, ability=ability) + rest
    result = run_scenario(loads_scenario(text, name))
    assert result.ok, result.report()


def test_wound_basic_split_owners_hero_and_strike_filter() -> None:
    # basic: every card of `what` by N
    _run("wound", "        effects: [{verb: wound, what: {all: {kind: creature, side: opponent}}, amount: 1}]", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Орк, Гоблин]}}
script: [{choose: "play Чары"}]
checks: {p2.play.Орк.wounds: 1, p2.play.Гоблин.wounds: 1}
""")
    # split: the controller assigns the 3 wounds one at a time, then each card is wounded once by its share
    _run("wound split", "        effects: [{verb: wound, split: true, what: {all: {kind: creature, side: opponent}}, amount: 3}]", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Орк, Тролль]}}
script:
  - choose: "play Чары"
  - choose: "card Орк"
  - choose: "card Тролль"
  - choose: "card Тролль"
checks: {p2.play.Орк.wounds: 1, p2.play.Тролль.wounds: 2}
""")
    # to TO_OWNERS_HERO: the hero of the owner of the card is wounded, not the card
    _run("wound owners hero", f"""        targets: [{{select: {{kind: creature}}}}]
        effects: [{{verb: wound, to: {A.TO_OWNERS_HERO}, what: target0, amount: 2}}]""", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Орк]}}
script: [{choose: "play Чары"}, {choose: "target Орк"}]
checks: {p2.hero.wounds: 2, p2.play.Орк.wounds: 0}
""")
    # strike_is STRIKE_EQUAL: only the creatures whose strike equals the amount
    _run("wound same strike", f"""        effects: [{{verb: wound, strike_is: {A.STRIKE_EQUAL}, what: {{all: {{kind: creature}}}}, amount: 2}}]""", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары], play: [Орк]}, p2: {hero: Вождь, play: [Гоблин, Тролль, Орк]}}
script: [{choose: "play Чары"}]
checks: {p1.play.Орк.wounds: 2, p2.play.Орк.wounds: 2, p2.play.Гоблин.wounds: 0, p2.play.Тролль.wounds: 0}
""")


def test_heal_basic_split_up_to_and_excess_to_extra_lives() -> None:
    position = "play: [{name: Тролль, wounds: 3}, {name: Орк, wounds: 1}]"
    # basic: by N; `all`: fully
    _run("heal", "        effects: [{verb: heal, what: {all: {kind: creature}}, amount: 2}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары], {position}}}, p2: {{hero: Вождь}}}}
script: [{{choose: "play Чары"}}]
checks: {{p1.play.Тролль.wounds: 1, p1.play.Орк.wounds: 0}}
""")
    _run("heal fully", "        effects: [{verb: heal, all: true, what: {all: {kind: creature}}}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары], {position}}}, p2: {{hero: Вождь}}}}
script: [{{choose: "play Чары"}}]
checks: {{p1.play.Тролль.wounds: 0}}
""")
    # split: N wounds in all, one at a time from the characters of player `what`, the controller picks each
    _run("heal split", "        effects: [{verb: heal, split: true, what: you, amount: 3}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары], {position}}}, p2: {{hero: Вождь}}}}
script:
  - choose: "play Чары"
  - choose: "card Орк"
checks: {{p1.play.Тролль.wounds: 1, p1.play.Орк.wounds: 0}}  # then only the Тролль is wounded: nobody is asked
""")
    # up_to: he may stop early
    _run("heal up to", "        effects: [{verb: heal, split: true, up_to: true, what: you, amount: 3}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары], {position}}}, p2: {{hero: Вождь}}}}
script:
  - choose: "play Чары"
  - choose: "card Тролль"
  - choose: "done"
checks: {{p1.play.Тролль.wounds: 2, p1.play.Орк.wounds: 1}}
""")
    # excess EXCESS_TO_EXTRA_LIVES: the healing beyond the wounds becomes extra lives
    _run("heal excess", f"        effects: [{{verb: heal, excess: {A.EXCESS_TO_EXTRA_LIVES}, what: {{all: {{kind: creature}}}}, amount: 3}}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары], {position}}}, p2: {{hero: Вождь}}}}
script: [{{choose: "play Чары"}}]
checks: {{p1.play.Тролль.wounds: 0, p1.play.Тролль.extra_lives: 0, p1.play.Орк.wounds: 0, p1.play.Орк.extra_lives: 2}}
""")


def test_extra_life_given_and_removed() -> None:
    _run("extra life", "        effects: [{verb: extra_life, what: {all: {kind: creature, side: you}}, amount: 2}]", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары], play: [Орк]}, p2: {hero: Вождь}}
script: [{choose: "play Чары"}]
checks: {p1.play.Орк.extra_lives: 2, p1.play.Орк.wounds: 0}
""")
    # remove: up to N, one at a time from characters the controller picks (`side` any: of either player), or he stops
    _run("remove extra lives", f"""        effects:
          - {{verb: extra_life, what: {{all: {{kind: creature}}}}, amount: 2}}
          - {{verb: extra_life, remove: true, side: {A.ANY}, what: you, amount: 3}}""", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары], play: [Орк]}, p2: {hero: Вождь, play: [Гоблин]}}
script:
  - choose: "play Чары"
  - choose: "card Гоблин"
  - choose: "card Гоблин"
  - choose: "card Орк"
checks: {p1.play.Орк.extra_lives: 1, p2.play.Гоблин.extra_lives: 0}
""")


def test_prevent_shield_of_a_player() -> None:
    # a shield on the hero of player `what`: the next N wounds his characters would take are prevented
    _run("prevent", """        effects:
          - {verb: prevent, what: opponent, amount: 2}
          - {verb: wound, what: {all: {kind: creature, side: opponent}}, amount: 3}""", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Тролль]}}
script: [{choose: "play Чары"}]
checks: {p2.play.Тролль.wounds: 1}
""")


def test_destroy_basic_own_pick_dies_and_weaker_than_the_source() -> None:
    _run("destroy", "        effects: [{verb: destroy, what: {all: {kind: creature, side: opponent}}}]", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Орк]}}
script: [{choose: "play Чары"}]
checks: {p2.graveyard: [Орк]}
""")
    # select: player `what` picks his own card matching it
    _run("destroy own pick", "        effects: [{verb: destroy, what: opponent, amount: 1, select: {kind: creature, side: opponent}}]", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Орк, Гоблин]}}
script:
  - choose: "play Чары"
  - expect: {player: p2, kind: card}
  - choose: "card Гоблин"
checks: {p2.graveyard: [Гоблин]}
""")
    # dies: «погибает» — a creature dies (no destruction, so «не могут быть уничтожены» would not stop it)
    _run("dies", "        effects: [{verb: destroy, dies: true, what: {all: {kind: character, side: opponent}}}]", """
setup: {active: p1, p1: {hero: Вождь, hand: [Чары]}, p2: {hero: Вождь, play: [Орк]}}
script: [{choose: "play Чары"}]
checks: {p2.graveyard: [Орк], p2.hero.wounds: 0}
""")


def test_destroy_the_source_and_the_creatures_weaker_than_it() -> None:
    """strike_is STRIKE_BELOW with source_too: the source first, then every creature with a lower strike."""
    text = """
name: destroy weaker
cards:
  Вождь: {type: hero, life: 26}
  Игрок: {type: creature, strike: 2, life: 4}
  Орк: {type: creature, strike: 2, life: 4}
  Гоблин: {type: creature, strike: 1, life: 3}
  Горн:
    type: creature
    strike: 2
    life: 2
    abilities:
      - kind: activated
        costs: [close]
        effects: [{verb: destroy, strike_is: below, source_too: true, what: {all: {kind: creature}},
                   amount: {kind: strike, ref: this}}]
setup: {active: p1, p1: {hero: Вождь, play: [Горн, Гоблин]}, p2: {hero: Вождь, play: [Орк, Игрок]}}
script: [{choose: "activate Горн:1"}]
checks: {p1.graveyard: [Горн, Гоблин], p2.graveyard: []}
"""
    result = run_scenario(loads_scenario(text, "destroy weaker"))
    assert result.ok, result.report()


@pytest.mark.parametrize(("effect", "closed", "stunned"), [
    ("{verb: close, what: {all: {kind: creature, side: opponent}}}", True, False),
    ("{verb: close, stun: true, what: {all: {kind: creature, side: opponent}}}", True, True),
])
def test_close_and_stun(effect: str, closed: bool, stunned: bool) -> None:
    _run("close", f"        effects: [{effect}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары]}}, p2: {{hero: Вождь, play: [Орк]}}}}
script: [{{choose: "play Чары"}}]
checks: {{p2.play.Орк.closed: {str(closed).lower()}, p2.play.Орк.stunned: {str(stunned).lower()}}}
""")


@pytest.mark.parametrize(("effect", "attacks"), [
    ("{verb: open, what: {all: {kind: creature, side: you}}}", 1),
    ("{verb: open, ready: true, what: {all: {kind: creature, side: you}}}", 0),
])
def test_open_and_ready(effect: str, attacks: int) -> None:
    """«Откройте» opens; «Подготовьте» (``ready``) also forgets the attacks made this turn."""
    _run("open", f"        effects: [{effect}]", f"""
setup: {{active: p1, p1: {{hero: Вождь, hand: [Чары], play: [{{name: Орк, closed: true, attacks: 1}}]}}, p2: {{hero: Вождь}}}}
script: [{{choose: "play Чары"}}]
checks: {{p1.play.Орк.closed: false, p1.play.Орк.attacks: {attacks}}}
""")


def test_basic_form_and_inline_replacements() -> None:
    """A replacement runs only the basic forms of these verbs inline: a form that asks a player is not one."""
    from berserk_heroes.engine.replacements import runs_inline

    assert runs_inline(A.Effect("wound", A.THIS, 1))
    assert runs_inline(A.Effect("close", A.THIS, params=(("stun", True),)))
    assert not runs_inline(A.Effect("wound", A.THIS, 1, params=(("split", True),)))
    assert not runs_inline(A.Effect("destroy", A.OPPONENT_PLAYER, 1, params=(("select", A.Select()),)))
    assert not runs_inline(A.Effect("open", A.THIS))
