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
