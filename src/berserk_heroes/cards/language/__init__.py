"""The card language by concept: one grammar file (``<concept>.lark``) and its transformer mixin
(``<concept>.py``) side by side for each concept — abilities, triggers, costs, selectors, amounts, durations,
conditions, statics, keywords and the effect concepts. ``transformer.ToAbilities`` combines the mixins; ``base``
holds the intermediate types every concept uses and ``common`` the helpers several concepts share, so that the
modules import in one direction only: base ← common ← concepts ← transformer.

The layout is produced by a replayable move tool (kept outside the package); see docs/language.md.
"""

from __future__ import annotations

from pathlib import Path

LANGUAGE_DIR = Path(__file__).parent

# The concept grammar files in the order they are assembled.
GRAMMAR_FILES: tuple[str, ...] = (
    "lexicon", "abilities", "triggers", "costs", "selectors", "amounts", "durations", "conditions",
    "statics", "keywords", "effects", "zone_moves", "wounds_healing", "stats", "keyword_grants", "coins",
    "control_copies", "combat", "prevention", "choices", "quests", "counters",
)

# Lark needs a rule defined before an ``%extend`` of it: each file lists its definitions first, then (after this
# line) the alternatives it adds to rules of other files; every file's definitions are assembled before any extension.
EXTENSIONS_MARK = "// ==== extensions of rules defined in other concept files ===="


def grammar_text() -> str:
    """The whole grammar: the definitions of every concept file, then every extension."""
    parts = [(LANGUAGE_DIR / f"{name}.lark").read_text(encoding="utf-8").partition(EXTENSIONS_MARK)
             for name in GRAMMAR_FILES]
    return "\n".join([head for head, _, _ in parts] + [tail for _, _, tail in parts])
