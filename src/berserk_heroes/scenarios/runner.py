"""Loading and running scenario files (format: ``docs/scenarios.md``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards.model import CREATURE, CardDef
from ..config import RulesConfig
from ..decisions import DONE, KEEP, NO, NO_DEFENDER, SKIP
from ..engine import continuous
from ..engine.combat import is_weak
from ..engine.game import Game
from ..engine.position import CardInPlay, PlayerPosition, Position
from ..engine.selectors import classes_of
from ..engine.state import CardEffect
from ..errors import DataError, IllegalAction
from ..views import build_view
from .vocab import ability_from
from .yamlio import Node, Seq, load_yaml, loads_yaml

PLAYERS = ("p1", "p2")
TOP_KEYS = {"name", "rule", "description", "config", "cards", "setup", "script", "checks", "strict", "seed",
            "allow_unsupported"}
PLAYER_KEYS = {"hero", "coins", "closed_coins", "temp_coins", "hand", "deck", "graveyard", "reserve", "play",
               "sideboard"}
CARD_STATE_KEYS = {"parts", "name", "closed", "wounds", "weak", "stunned", "poison", "effects", "counters", "attacks",
                   "defences", "life"}
CARD_DEF_KEYS = {"type", "elements", "cost", "strike", "life", "classes", "text", "keywords", "abilities"}
STEP_KEYS = {"choose", "player", "check", "expect", "error", "code", "rule", "comment", "repeat"}


@dataclass
class Scenario:
    """A parsed scenario, ready to run."""

    name: str
    file: str
    rule: str | None
    position: Position
    config: RulesConfig
    seed: int
    strict: bool
    script: list[Node]
    checks: Node | None
    allow_unsupported: bool = False


@dataclass
class ScenarioResult:
    """What running a scenario gave: ``ok``, and on failure the step and a diff of what differed."""

    name: str
    file: str
    ok: bool
    failures: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def report(self) -> str:
        head = f"{'PASS' if self.ok else 'FAIL'} {self.file} — {self.name}"
        return head if self.ok else head + "\n" + "\n".join("    " + f for f in self.failures)


# ---------------------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------------------


def _need(node: Any, key: str, what: str) -> Any:
    if not isinstance(node, dict) or key not in node:
        where = node.where() if isinstance(node, Node | Seq) else "<scenario>"
        raise DataError(where, f"{what} needs the field '{key}'")
    return node[key]


def _check_keys(node: Any, allowed: set[str], what: str) -> None:
    if not isinstance(node, Node):
        raise DataError(getattr(node, "where", lambda: "<scenario>")(), f"{what} must be a mapping")
    for key in node:
        if key not in allowed:
            raise DataError(node.where(key), f"unknown field in {what}; allowed: {', '.join(sorted(allowed))}")


class CardResolver:
    """Finds cards by name: the scenario's own definitions first, then the card pool."""

    def __init__(self, local: Node | None) -> None:
        self.local: dict[str, CardDef] = {}
        for name, spec in (local or {}).items():
            self.local[name] = _card_def(name, spec, local)
        self._pool: Any = None

    def get(self, name: Any, where: str) -> CardDef:
        if not isinstance(name, str):
            raise DataError(where, f"a card name must be a string, not {name!r}")
        if name in self.local:
            return self.local[name]
        pool = self._load_pool()
        card = pool.find(name)
        if card is None:
            hint = pool.suggest(name) if hasattr(pool, "suggest") else []
            more = f" (did you mean: {', '.join(hint)}?)" if hint else ""
            raise DataError(where, f"unknown card «{name}»{more}")
        return card

    def _load_pool(self) -> Any:
        if self._pool is None:
            from ..cards.pool import load_card_pool

            try:
                from ..cards.compiled import compiled_pool

                self._pool = compiled_pool()
            except ImportError:
                self._pool = load_card_pool()
        return self._pool


def _card_def(name: str, spec: Any, parent: Node | None) -> CardDef:
    where = parent.where(name) if parent is not None else "<scenario>"
    if not isinstance(spec, Node):
        raise DataError(where, "a card definition must be a mapping")
    _check_keys(spec, CARD_DEF_KEYS, f"card «{name}»")
    kws = spec.get("keywords") or {}
    if isinstance(kws, list):
        kws = {k: 1 for k in kws}
    abilities = tuple(ability_from(a) for a in spec.get("abilities") or ())
    card_type = spec.get("type", CREATURE)
    return CardDef(
        key=f"scenario-{name}", name=name, type=card_type,
        elements=tuple(spec.get("elements") or ("Нейтральные",)),
        cost=spec.get("cost", 0 if card_type != "hero" else None),
        strike=spec.get("strike", 1 if card_type == "creature" else None),
        life=spec.get("life", 1 if card_type in ("creature", "hero") else None),
        classes=tuple(spec.get("classes") or ()), text=str(spec.get("text", "")), set_code="scenario",
        keywords=tuple((str(k), int(v)) for k, v in kws.items()), abilities=abilities,
    )


def _card_in_play(item: Any, cards: CardResolver, where: str) -> CardInPlay:
    if isinstance(item, str):
        return CardInPlay(cards.get(item, where))
    _check_keys(item, CARD_STATE_KEYS, "card in play")
    card = cards.get(_need(item, "name", "a card in play"), item.where("name"))
    effects = [CardEffect(e[0], e[1], int(e[2]), e[3] if len(e) > 3 else "permanent")
               for e in item.get("effects") or ()]
    wounds = item.get("wounds", 0)
    if "life" in item:  # convenience: «life: 2» means wounds = max life − 2
        wounds = (card.life or 0) - int(item["life"])
    return CardInPlay(card, closed=bool(item.get("closed", False)), wounds=int(wounds),
                      weak=bool(item.get("weak", False)), stunned=bool(item.get("stunned", False)),
                      poison=int(item.get("poison", 0)), effects=effects, counters=dict(item.get("counters") or {}),
                      attacks=int(item.get("attacks", 0)), defences=int(item.get("defences", 0)),
                      parts=[cards.get(n, item.where("parts")) for n in item.get("parts") or ()])


def _player(node: Any, cards: CardResolver, label: str) -> PlayerPosition:
    _check_keys(node, PLAYER_KEYS, f"player {label}")
    hero = _card_in_play(_need(node, "hero", f"player {label}"), cards, node.where("hero"))

    def names(key: str) -> list[CardDef]:
        seq = node.get(key) or []
        if not isinstance(seq, list):
            raise DataError(node.where(key), f"'{key}' must be a list of card names")
        return [cards.get(n, seq.where(i) if isinstance(seq, Seq) else node.where(key)) for i, n in enumerate(seq)]

    play_seq = node.get("play") or []
    play = [_card_in_play(item, cards, play_seq.where(i) if isinstance(play_seq, Seq) else node.where("play"))
            for i, item in enumerate(play_seq)]
    return PlayerPosition(hero=hero, coins=int(node.get("coins", 0)), closed_coins=int(node.get("closed_coins", 0)),
                          temp_coins=int(node.get("temp_coins", 0)), hand=names("hand"), deck=names("deck"),
                          graveyard=names("graveyard"), reserve=names("reserve"), play=play,
                          sideboard=names("sideboard"))


def _player_index(value: Any, where: str) -> int:
    if value in PLAYERS:
        return PLAYERS.index(value)
    raise DataError(where, f"a player is 'p1' or 'p2', not {value!r}")


def parse_scenario(data: Any, file: str) -> Scenario:
    """Validate and convert a loaded YAML document."""
    if not isinstance(data, Node):
        raise DataError(f"{file}:1", "a scenario must be a mapping")
    _check_keys(data, TOP_KEYS, "scenario")
    cards = CardResolver(data.get("cards"))
    setup = _need(data, "setup", "a scenario")
    _check_keys(setup, {"p1", "p2", "active", "turn", "phase", "first_player"}, "setup")
    players = [_player(_need(setup, p, "setup"), cards, p) for p in PLAYERS]
    phase = setup.get("phase", "main")
    if phase not in ("main", "turn_start"):
        raise DataError(setup.where("phase"), "phase must be 'main' or 'turn_start'")
    position = Position(players=players, active=_player_index(setup.get("active", "p1"), setup.where("active")),
                        turn=int(setup.get("turn", 3)),
                        first_player=_player_index(setup.get("first_player", "p1"), setup.where("first_player")),
                        phase=phase)
    try:
        config = RulesConfig.from_dict(dict(data.get("config") or {}))
    except DataError as exc:
        raise DataError(data.where("config"), exc.message) from None
    script = data.get("script") or []
    if not isinstance(script, list):
        raise DataError(data.where("script"), "script must be a list of steps")
    for i, step in enumerate(script):
        if isinstance(step, str):
            continue
        _check_keys(step, STEP_KEYS, f"script step {i + 1}")
    return Scenario(name=str(data.get("name", Path(file).stem)), file=file, rule=data.get("rule"),
                    position=position, config=config, seed=int(data.get("seed", 0)),
                    strict=bool(data.get("strict", True)), script=list(script), checks=data.get("checks"),
                    allow_unsupported=bool(data.get("allow_unsupported", False)))


def load_scenario(path: str | Path) -> Scenario:
    return parse_scenario(load_yaml(path), str(path))


def loads_scenario(text: str, file: str = "<scenario>") -> Scenario:
    return parse_scenario(loads_yaml(text, file), file)


# ---------------------------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------------------------


def summary(game: Game) -> dict[str, Any]:
    """The state as the flat facts checks speak of (see docs/scenarios.md)."""
    s = game.state
    out: dict[str, Any] = {"turn": s.turn, "active": PLAYERS[s.active]}
    r = s.result
    out["result"] = None if r is None else ("draw" if r[0] < 0 else PLAYERS[r[0]])
    out["queue"] = [s.name(item.source) for item in s.queue]
    d = game.decision
    out["decision"] = None if d is None else {"player": PLAYERS[d.player], "kind": d.kind}
    for p in s.players:
        label = PLAYERS[p.index]
        hero = s.cards.get(p.hero)
        out[f"{label}.hero.life"] = continuous.life(s, hero) if hero else 0
        out[f"{label}.hero.wounds"] = hero.wounds if hero else 0
        out[f"{label}.hero.closed"] = hero.closed if hero else False
        out[f"{label}.hero.keywords"] = sorted(_keywords(s, hero)) if hero else []
        out[f"{label}.hero.hoarded"] = sorted(s.catalog.names[c] for c in s.hoarded.get(p.hero, ()))  # «hoard_copies»
        out[f"{label}.hero.hidden"] = bool(hero.counters.get("hidden", 0)) if hero else False  # «keywords»
        # hoard_b: the hero's дополнительные жизни (as a card's ``extra_lives``)
        out[f"{label}.hero.extra_lives"] = sum(e.value for e in hero.effects if e.kind == "extra_life") if hero else 0
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
        # the cards this player's view shows as shown / looked at this turn (views.py «shown»)
        out[f"{label}.shown"] = [c["name"] for c in build_view(game, p.index).data["shown"]]
        # the top card of this player's deck as the other player's view shows it (None: hidden; family «combat_b»)
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
                     # phrase family «keywords»: a hidden character; its дополнительные жизни
                     "hidden": bool(cs.counters.get("hidden", 0)),
                     "extra_lives": sum(e.value for e in cs.effects if e.kind == "extra_life"),
                     # a combined card (engine/combined.py): the names of the cards attached to it; its classes
                     "parts": [s.catalog.names[c] for c in s.parts.get(iid, ())], "max_life": continuous.max_life(s, cs),
                     "classes": list(classes_of(s, iid)),
                     # family «hoard_copies»: the names of the cards hoarded under it («добытые»)
                     "hoarded": sorted(s.catalog.names[c] for c in s.hoarded.get(iid, ()))}
            for key in keys:
                for fact, value in facts.items():
                    out[f"{key}.{fact}"] = value
    return out


def _keywords(s: Any, cs: Any) -> list[str]:
    from ..abilities import KEYWORDS

    return [k for k in KEYWORDS if continuous.has(s, cs, k)]


_UNORDERED = ("hand", "graveyard", "reserve", "play", "sideboard")


def compare(expected: Node, actual: dict[str, Any]) -> list[str]:
    """Differences between a checks mapping and the state summary, one line each."""
    diffs = []
    for path, want in expected.items():
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


def _default_answer(game: Game) -> str:
    """Non-strict mode: a neutral answer to a decision the script does not address."""
    notes = game.notations()
    for word in (NO_DEFENDER, DONE, SKIP, KEEP, NO):
        if word in notes:
            return word
    return notes[0]


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Run a scenario: build the position, play the script, check the result."""
    result = ScenarioResult(sc.name, sc.file, True)
    try:
        game = Game.from_position(sc.position, seed=sc.seed, config=sc.config, allow_unsupported=sc.allow_unsupported)
    except Exception as exc:  # noqa: BLE001 - reported as a failure of this scenario
        return ScenarioResult(sc.name, sc.file, False, [f"setup failed: {exc!r}"])
    for number, step in enumerate(sc.script, 1):
        try:
            failures = _run_step(game, sc, step, number, result.log)
        except IllegalAction as exc:
            failures = [f"{_step_where(sc, number)}: rejected: {exc}"]
        except Exception as exc:  # noqa: BLE001 - an engine error is this scenario's failure, not the run's
            failures = [f"{_step_where(sc, number)}: engine error: {type(exc).__name__}: {exc}"]
        if failures:
            result.ok = False
            result.failures.extend(failures)
            return result
    if sc.checks:
        diffs = compare(sc.checks, summary(game))
        if diffs:
            result.ok = False
            result.failures.extend(["final checks:"] + diffs)
    return result


def _step_where(sc: Scenario, number: int) -> str:
    seq = sc.script
    return seq.where(number - 1) if isinstance(seq, Seq) else f"{sc.file} step {number}"


def _run_step(game: Game, sc: Scenario, step: Any, number: int, log: list[str]) -> list[str]:
    where = _step_where(sc, number)
    if isinstance(step, str):
        step = Node({"choose": step})
        step.file, step.line, step.key_lines = sc.file, 0, {}
    if "check" in step:
        diffs = compare(step["check"], summary(game))
        return [f"{where}: check after step {number - 1} failed:"] + diffs if diffs else []
    if "expect" in step:
        return _expect(game, step["expect"], where)
    if "error" in step:
        return _expect_error(game, step, where)
    if "choose" in step:
        repeat = int(step.get("repeat", 1))
        for _ in range(repeat):
            failure = _choose(game, sc, step, where, log)
            if failure:
                return [failure]
        return []
    return [f"{where}: a step needs 'choose', 'check', 'expect' or 'error'"]


def _choose(game: Game, sc: Scenario, step: Node, where: str, log: list[str]) -> str | None:
    text = str(step["choose"])
    player = _player_index(step["player"], where) if "player" in step else None
    while True:
        d = game.decision
        if d is None:
            return f"{where}: the game is over ({game.result}) but the script wants «{text}»"
        try:
            option = game.parse(text)
        except IllegalAction:
            scripted_turn = d.kind == "main" and (player is None or player == d.player)
            if not sc.strict and not scripted_turn and (player is None or player != d.player):
                answer = _default_answer(game)
                log.append(f"auto: {PLAYERS[d.player]} {answer}")
                game.choose(answer)
                continue
            return (f"{where}: unscripted or unexpected decision: {PLAYERS[d.player]} must choose "
                    f"{d.kind}; options: {game.notations()}; the script says «{text}»")
        if player is not None and player != d.player:
            return f"{where}: the script expects {PLAYERS[player]} to decide, but it is {PLAYERS[d.player]}"
        log.append(f"{PLAYERS[d.player]}: {game.notation(option)}")
        game.choose(option)
        return None


def _expect(game: Game, spec: Any, where: str) -> list[str]:
    d = game.decision
    fails = []
    if d is None:
        return [f"{where}: expected a decision, but the game is over ({game.result})"]
    notes = game.notations()
    if "player" in spec and PLAYERS[d.player] != spec["player"]:
        fails.append(f"{where}: decision player: expected {spec['player']}, got {PLAYERS[d.player]}")
    if "kind" in spec and d.kind != spec["kind"]:
        fails.append(f"{where}: decision kind: expected {spec['kind']}, got {d.kind}")
    if "options" in spec and sorted(spec["options"]) != sorted(notes):
        fails.append(f"{where}: options: expected {sorted(spec['options'])}, got {sorted(notes)}")
    for text in spec.get("includes", ()):
        if text not in notes:
            fails.append(f"{where}: option «{text}» missing; options: {notes}")
    for text in spec.get("excludes", ()):
        if text in notes:
            fails.append(f"{where}: option «{text}» should not be legal")
    return fails


def _expect_error(game: Game, step: Node, where: str) -> list[str]:
    before = game.state_hash()
    text = str(step["error"])
    player = _player_index(step["player"], where) if "player" in step else None
    try:
        game.choose(text, player=player)
    except IllegalAction as exc:
        fails = []
        if "code" in step and exc.code != step["code"]:
            fails.append(f"{where}: error code: expected {step['code']}, got {exc.code} ({exc.message_en})")
        if "rule" in step and exc.rule != str(step["rule"]):
            fails.append(f"{where}: error rule: expected {step['rule']}, got {exc.rule}")
        if game.state_hash() != before:
            fails.append(f"{where}: the rejected choice changed the game")
        return fails
    return [f"{where}: «{text}» was accepted, but the script expects it to be rejected"]


def run_scenario_file(path: str | Path) -> ScenarioResult:
    try:
        sc = load_scenario(path)
    except DataError as exc:
        return ScenarioResult(Path(path).stem, str(path), False, [f"malformed scenario: {exc}"])
    return run_scenario(sc)


def scenario_files(paths: list[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")))
        else:
            out.append(p)
    return out


def run_paths(paths: list[str | Path]) -> list[ScenarioResult]:
    """Run every scenario file under ``paths`` (files or folders)."""
    return [run_scenario_file(p) for p in scenario_files(paths)]
