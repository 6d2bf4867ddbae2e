"""Rewrite the word literals of ``cards/grammar.lark`` as the lemma tokens the normaliser emits, and collapse the
alternatives that become equal (``"раз" | "раза"`` → ``"раз"``; ``wound_verb: "ранить" | "раньте"`` → one literal).

Usage: ``python scripts/lemmatise_grammar.py [grammar.lark]`` rewrites the file in place and prints what it
collapsed and the rule alternatives that became equal with different aliases (to be decided by hand). Running it
again changes nothing: a lemma token is its own token. A literal that a contributor writes as a printed word form
(«раньте») becomes its token the next time the script runs; tests/test_lemmas.py fails until then.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

from berserk_heroes.cards.lemmas import FEATURES, Lemmatiser, is_word, readings

GRAMMAR = Path(__file__).resolve().parents[1] / "src/berserk_heroes/cards/grammar.lark"
_LITERAL_RE = re.compile(r'"((?:[^"\\]|\\.)*)"')
# a parenthesised group of literals only: ( "a" | "b" … ) — not the «(» of a literal "(" (the lookbehind)
_GROUP_RE = re.compile(r'(?<!")\(\s*("(?:[^"\\]|\\.)*"(?:\s*\|\s*"(?:[^"\\]|\\.)*")*)\s*\)([?*+]?)')
# Base tokens the grammar refines by a feature, decided by hand where the printed forms kept two constructions
# apart that would otherwise collide: «у вас есть экипировка» (nominative) vs «уничтожьте экипировку» (accusative);
# «<np> не получает ран от <np>» vs «<np> не получают ран от …» (a static of several creatures); «в начале хода
# противника» vs «в начале хода противник может …» (whose turn, or who acts); «герои противника имеют» vs «героя противника».
REFINED = {"экипировка": "case", "получать+3": "number", "противник": "case", "герой": "number"}
_RULE_RE = re.compile(r"^(\??!?%?[a-z_0-9]+|%extend [a-z_0-9]+)\s*:")


def lemmatise_literals(text: str) -> str:
    """Every word literal becomes the token of its first reading (the lemmatiser then emits the same token), refined
    by number where the grammar tells the numbers apart (:func:`number_lemmas`). Comments are left as written."""
    words = [w for w in _LITERAL_RE.findall(text) if is_word(w)]
    known = {readings(w)[0].base for w in words}
    refined = {**{base: "number" for base in number_lemmas(text)}, **REFINED}
    known |= {f"{base}.{FEATURES[feature][0]}" for base, feature in refined.items()}
    lemmatiser = Lemmatiser(known)

    def code(line: str) -> str:
        body, sep, comment = line.partition("//")
        new = _LITERAL_RE.sub(lambda m: f'"{lemmatiser.token(m.group(1))}"' if is_word(m.group(1)) else m.group(0),
                              body)
        return _keep_alias_column(body, new) + sep + comment

    return "\n".join(code(line) for line in text.split("\n"))


def _keep_alias_column(old: str, new: str) -> str:
    """Pad before ``->`` so that the aliases stay in the column they were in (when the line got shorter)."""
    at_old, at_new = old.find("->"), new.find("->")
    if at_old < 0 or at_new < 0 or at_new >= at_old:
        return new
    return new[:at_new] + " " * (at_old - at_new) + new[at_new:]


def number_lemmas(text: str) -> set[str]:
    """Base tokens the grammar tells apart by number: those printed in other forms in a rule or alias ``X`` than in
    its plural twin ``X_pl`` (``n_creature`` / ``n_creature_pl``, ``have_sg`` / ``have_pl``)."""
    units: dict[str, dict[str, set[str]]] = {}  # rule or alias → base token → the printed forms
    for _, rule, _, body in _rule_lines([line.partition("//")[0] for line in text.split("\n")]):
        for alternative in _split_alternatives(body):
            expansion, alias = _expansion(alternative)
            for word in (w for w in _LITERAL_RE.findall(expansion) if is_word(w)):
                for unit in (rule, alias):
                    units.setdefault(unit, {}).setdefault(readings(word)[0].base, set()).add(word)
    twins = [(name, f"{name}_pl") for name in units] + [(name, name[:-3] + "_pl") for name in units
                                                        if name.endswith("_sg")]
    return {base for one, many in twins if many in units
            for base in units[one].keys() & units[many].keys() if units[one][base] != units[many][base]}


def collapse_groups(text: str) -> str:
    """``("a" | "a" | "b")`` → ``("a" | "b")``; a group left with one literal loses its parentheses."""

    def repl(m: re.Match[str]) -> str:
        literals = list(dict.fromkeys(_LITERAL_RE.findall(m.group(1))))
        if len(literals) == 1:
            return f'"{literals[0]}"{m.group(2)}'
        return "(" + " | ".join(f'"{w}"' for w in literals) + ")" + m.group(2)

    def line(text: str) -> str:
        body, sep, comment = text.partition("//")
        return _keep_alias_column(body, _GROUP_RE.sub(repl, body)) + sep + comment

    return "\n".join(line(t) for t in text.split("\n"))


def _split_alternatives(body: str) -> list[str]:
    """Top-level alternatives of a rule body (``|`` outside parentheses, brackets and strings)."""
    parts, depth, current, in_string, escaped = [], 0, [], False, False
    for ch in body:
        if in_string:
            in_string = not (ch == '"' and not escaped)
            escaped = ch == "\\" and not escaped
        elif ch == '"':
            in_string = True
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        current.append(ch)
    parts.append("".join(current))
    return parts


def _expansion(alternative: str) -> tuple[str, str]:
    """(expansion, alias) of one alternative, whitespace normalised, a trailing comment dropped."""
    code = re.sub(r"//.*", "", alternative)
    expansion, _, alias = code.partition("->")
    return " ".join(expansion.split()), alias.strip()


def _rule_lines(lines: list[str]) -> Iterator[tuple[int, str, str, str]]:
    """(line number, rule name, prefix, body) of every line that holds alternatives of a rule: its head
    (``name:`` or ``%extend name:``) or a continuation ``| …``; the prefix is the head or the indented ``|``."""
    rule = ""
    for number, line in enumerate(lines):
        head = _RULE_RE.match(line)
        if head:
            rule = head.group(1).removeprefix("%extend ").lstrip("?!")
            yield number, rule, line[: head.end()], line[head.end():]
        elif line.lstrip().startswith("|") and rule:
            indent = len(line) - len(line.lstrip())
            yield number, rule, line[: indent + 1], line[indent + 1:]
        elif line.strip() and not line.lstrip().startswith("//"):
            rule = ""


def collapse_rules(text: str) -> tuple[str, list[str]]:
    """Single-line rules whose alternatives became equal keep one of them (``a: "x" | "x"`` → ``a: "x"``); rules
    with two equal expansions under different aliases are reported (they would now be ambiguous)."""
    lines: list[str | None] = list(text.split("\n"))
    conflicts: list[str] = []
    seen: dict[str, dict[str, str]] = {}
    for number, rule, prefix, body in _rule_lines(text.split("\n")):
        alternatives = _split_alternatives(body)
        kept: list[str] = []
        for alternative in alternatives:
            expansion, alias = _expansion(alternative)
            if not expansion:
                kept.append(alternative)
                continue
            earlier = seen.setdefault(rule, {}).get(expansion)
            if earlier is None:
                seen[rule][expansion] = alias
                kept.append(alternative)
            elif earlier != alias:
                conflicts.append(f"line {number + 1}: {rule}: {expansion} -> {alias or '(none)'} vs {earlier or '(none)'}")
                kept.append(alternative)
        if not kept:  # a whole line (``| …`` or ``%extend …``) repeating earlier alternatives: dropped
            lines[number] = None
        elif len(kept) < len(alternatives):
            lines[number] = prefix + "|".join(kept).rstrip()
    return "\n".join(line for line in lines if line is not None), conflicts


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else GRAMMAR
    text = path.read_text(encoding="utf-8")
    new, conflicts = collapse_rules(collapse_groups(lemmatise_literals(text)))
    path.write_text(new, encoding="utf-8")
    for conflict in conflicts:
        print("equal expansions with different aliases:", conflict)


if __name__ == "__main__":
    main()
