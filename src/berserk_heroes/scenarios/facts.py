"""Facts: a game's state as the flat ``name: value`` pairs that scenario checks speak of (docs/scenarios.md, «Check
facts»), and their comparison with what a check expects."""

from __future__ import annotations

import re
from typing import Any

from ..engine import continuous
from ..engine.attack_rules import is_weak
from ..engine.game import Game
from ..engine.selectors import classes_of
from ..views import build_view
from .setup import PLAYERS
from .yamlio import Node


def summary(game: Game) -> dict[str, Any]:
    """The state as the flat facts checks speak of (see docs/scenarios.md)."""
    s = game.state
    out: dict[str, Any] = {"turn": s.turn, "active": PLAYERS[s.active], "first_player": PLAYERS[s.first_player]}
    r = s.result
    out["result"] = None if r is None else ("draw" if r[0] < 0 else PLAYERS[r[0]])
    out["queue"] = [s.name(item.source) for item in s.queue]
    d = game.decision
    out["decision"] = None if d is None else {"player": PLAYERS[d.player], "kind": d.kind}
    for p in s.players:
        label = PLAYERS[p.index]
        hero = s.cards.get(p.hero)
        out[f"{label}.hero.name"] = s.name(p.hero)  # (a double-faced hero shows the side it is on)
        out[f"{label}.hero.life"] = continuous.life(s, hero) if hero else 0
        out[f"{label}.hero.wounds"] = hero.wounds if hero else 0
        out[f"{label}.hero.closed"] = hero.closed if hero else False
        out[f"{label}.hero.keywords"] = sorted(_keywords(s, hero)) if hero else []
        out[f"{label}.hero.hoarded"] = sorted(s.catalog.names[c] for c in s.hoarded.get(p.hero, ()))
        out[f"{label}.hero.hidden"] = bool(hero.counters.get("hidden", 0)) if hero else False  # «keywords»
        # the hero's дополнительные жизни (as a card's ``extra_lives``)
        out[f"{label}.hero.extra_lives"] = sum(e.value for e in hero.effects if e.kind == "extra_life") if hero else 0
        out[f"{label}.hero.markers"] = named_counters(hero) if hero else {}
        out[f"{label}.coins"] = p.coins
        out[f"{label}.open_coins"] = p.open_coins
        out[f"{label}.temp_coins"] = p.temp_coins
        out[f"{label}.tagged_coins"] = sum(n - closed for _, n, closed, _ in p.tagged)  # «coins»: open ones, spend_on any
        out[f"{label}.hand"] = [s.name(i) for i in p.hand]
        out[f"{label}.hand_count"] = len(p.hand)
        out[f"{label}.deck"] = [s.name(i) for i in reversed(p.deck)]
        out[f"{label}.deck_count"] = len(p.deck)
        out[f"{label}.graveyard"] = [s.name(i) for i in p.graveyard]
        out[f"{label}.reserve"] = [s.name(i) for i in p.reserve]
        out[f"{label}.sideboard"] = [s.name(i) for i in p.sideboard]
        out[f"{label}.completed"] = [s.name(i) for i in p.completed]  # completed quests (docs/quests.md)
        # the cards this player's view shows as shown / looked at this turn (views.py «shown»)
        out[f"{label}.shown"] = [c["name"] for c in build_view(game, p.index).data["shown"]]
        # the top card of this player's deck as the other player's view shows it (None: hidden; )
        top = build_view(game, 1 - p.index).data["players"][p.index]["deck_top"]
        out[f"{label}.deck_top_public"] = top["name"] if top else None
        play = [i for i in s.play if s.cards[i].controller == p.index and i != p.hero]
        out[f"{label}.play"] = [s.name(i) for i in play]
        seen: dict[str, int] = {}
        for iid in play:
            name = s.name(iid)
            seen[name] = seen.get(name, 0) + 1
            keys = [f"{label}.play.{name}#{seen[name]}"] + ([f"{label}.play.{name}"] if seen[name] == 1 else [])
            cs = s.cards[iid]
            facts = {"wounds": cs.wounds, "life": continuous.life(s, cs), "closed": cs.closed,
                     "stunned": cs.stunned, "poison": cs.poison, "weak": is_weak(s, cs),
                     "strike": continuous.strike(s, cs), "attacks": cs.attacks,
                     "keywords": sorted(k for k in _keywords(s, cs)),
                     # a hidden character; its дополнительные жизни
                     "hidden": bool(cs.counters.get("hidden", 0)),
                     "quest_counters": cs.counters.get("quest", 0),  # {!} (docs/quests.md)
                     "markers": named_counters(cs),  # «эффект ужаса» … (cards/language/counters.lark)
                     "extra_lives": sum(e.value for e in cs.effects if e.kind == "extra_life"),
                     # a combined card (engine/combined.py): the names of the cards attached to it; its classes
                     "parts": [s.catalog.names[c] for c in s.parts.get(iid, ())], "max_life": continuous.max_life(s, cs),
                     "classes": list(classes_of(s, iid)),
                     # the names of the cards hoarded under it («добытые»)
                     "hoarded": sorted(s.catalog.names[c] for c in s.hoarded.get(iid, ()))}
            for key in keys:
                for fact, value in facts.items():
                    out[f"{key}.{fact}"] = value
    return out


def named_counters(cs: Any) -> dict[str, int]:
    """The named counters on a card («эффект ужаса»: kept under their printed genitive, a Russian word; «жетон молитвы»
    as «жетон_молитвы»), those it has."""
    return {name: n for name, n in sorted(cs.counters.items()) if n and re.fullmatch("[а-я_]+", name)}


def _keywords(s: Any, cs: Any) -> list[str]:
    from ..abilities import KEYWORDS

    return [k for k in KEYWORDS if continuous.has(s, cs, k)]


_UNORDERED = ("hand", "graveyard", "reserve", "play", "sideboard", "completed")


def compare(expected: Node, actual: dict[str, Any], skip: frozenset[str] = frozenset()) -> list[str]:
    """Differences between a checks mapping and the state summary, one line each (keys in ``skip`` are not facts)."""
    diffs = []
    for path, want in expected.items():
        if path in skip:
            continue
        at = f"{expected.file}:{expected.key_lines.get(path, expected.line)}"
        if path not in actual:
            diffs.append(f"{at}: unknown fact '{path}' (no such card or field)")
            continue
        got = actual[path]
        if isinstance(want, list) and isinstance(got, list) and path.rsplit(".", 1)[-1] in _UNORDERED:
            same = sorted(map(str, want)) == sorted(map(str, got))
        else:
            same = want == got
        if not same:
            diffs.append(f"{at}: {path}: expected {want!r}, got {got!r}")
    return diffs
