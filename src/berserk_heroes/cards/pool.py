"""The card pool: every card of the bundled data, compiled and playable.

Usage::

    pool = load_card_pool()              # compiled, playable; all bundled sets plus the synthetic «demo» set
    data = load_card_data()              # the same cards as printed, without compiled abilities
    pool.get("14-001")                   # by key
    pool.by_name("Анаксарх")             # by name; the newest printing wins
    pool.search(element="Горы", type="creature", cost=3)

The printed data, :class:`CardPool` and its helpers live in ``cards/data.py`` (which imports neither the compiler
nor the engine); this module adds the compiled pool on top and hands the data names on, so that one import serves
a user of the pool.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .compiled import compile_pool, compiled_pool
from .data import (
    DATA_DIR,
    DEMO_SET,
    CardPool,
    DataWarning,
    IndexEntry,
    SourceRecord,
    card_key,
    data_warnings,
    default_data_files,
    index_entry,
    index_of,
    load_card_data,
    normalize_name,
    read_records,
    record_to_def,
    replace_def,
    set_rank,
    slugify,
)

__all__ = ["DATA_DIR", "DEMO_SET", "CardPool", "DataWarning", "IndexEntry", "SourceRecord", "card_key",
           "data_warnings", "default_data_files", "index_entry", "index_of", "load_card_data", "load_card_pool",
           "normalize_name", "read_records", "record_to_def", "replace_def", "set_rank", "slugify"]


def load_card_pool(paths: Iterable[str | Path] | None = None) -> CardPool:
    """The playable card pool: every card of the data with its printed text compiled into abilities, keywords and
    support status (``cards/compiled.py``). Without ``paths``: the bundled data, shared by every caller and kept
    compiled on disk between runs (``cards/cache.py``); with ``paths``: those data files, compiled now."""
    if paths is None:
        return compiled_pool()
    return compile_pool(load_card_data(paths))
