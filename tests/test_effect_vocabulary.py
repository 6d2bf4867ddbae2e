"""The effect vocabulary: every verb the language can produce has one engine handler, and no handler is unlisted.

``abilities.VERBS`` is the declared vocabulary (Forge's checked card-script vocabulary is the model); the engine's
``HANDLERS`` is what runs it. A verb without a handler would fail mid-game; a handler without a verb is dead code
or an undocumented verb.
"""

from berserk_heroes import abilities as A
from berserk_heroes.cards.pool import load_card_pool
from berserk_heroes.engine.effects import HANDLERS


def test_every_declared_verb_has_a_handler() -> None:
    assert sorted(set(A.VERBS) - set(HANDLERS)) == []


def test_every_handler_is_a_declared_verb() -> None:
    assert sorted(set(HANDLERS) - set(A.VERBS)) == []


def test_every_verb_of_the_compiled_pool_is_declared() -> None:
    used = {
        effect.verb
        for card in load_card_pool()
        for ability in card.abilities
        for effect in A.nested_effects(ability.effects)
    }
    assert len(used) > 20  # the pool was walked
    assert sorted(used - set(A.VERBS)) == []


def test_every_worded_verb_is_declared() -> None:
    """The description tables name only verbs that exist (a removed verb leaves no stale words behind)."""
    from berserk_heroes.cards import describe_words as W

    assert sorted(set(W.EFFECTS) - set(A.VERBS)) == []


def test_no_vocabulary_constant_is_defined_twice() -> None:
    """Each constant of the vocabulary has one value: a name assigned twice in abilities.py would silently give
    every use the later value (two meanings of DECK_TOP once made «Поиск … на верх колоды» read «с верха»)."""
    import ast
    import collections
    from pathlib import Path

    tree = ast.parse(Path(A.__file__).read_text(encoding="utf-8"))
    names = collections.Counter(
        target.id for node in tree.body if isinstance(node, ast.Assign) and not _extends_itself(node)
        for target in node.targets if isinstance(target, ast.Name) and target.id.isupper()
    )
    assert sorted(name for name, n in names.items() if n > 1) == []


def _extends_itself(node: object) -> bool:
    """``EVENTS = (*EVENTS, …)``: a table grown section by section, not a second meaning."""
    import ast

    assert isinstance(node, ast.Assign)
    value = node.value
    return isinstance(value, ast.Tuple) and any(
        isinstance(e, ast.Starred) and isinstance(e.value, ast.Name) and e.value.id == node.targets[0].id  # type: ignore[attr-defined]
        for e in value.elts)
