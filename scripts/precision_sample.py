"""Print the printed text and the Russian description of supported cards whose printed text matches a pattern.

The precision review (docs/precision_review.md) reads these side by side, one concept at a time:

    .venv/bin/python scripts/precision_sample.py 'при атаке|когда|в начале|в конце|раз за ход' --sample 60 --seed 14
"""

from __future__ import annotations

import argparse
import random
import re

from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.describe import card_text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pattern", help="a regular expression searched in the printed text (case-insensitive)")
    parser.add_argument("--sample", type=int, default=0, help="read only this many, drawn at random (0: all)")
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    pattern = re.compile(args.pattern, re.IGNORECASE)
    seen: set[str] = set()
    cards = []
    for card in compiled_pool().search(newest_only=True):
        if card.supported and card.name not in seen and pattern.search(card.text or ""):
            seen.add(card.name)
            cards.append(card)
    print(f"# {len(cards)} supported cards match")
    if args.sample and len(cards) > args.sample:
        cards = random.Random(args.seed).sample(cards, args.sample)
    for card in cards:
        print(card_text(card).split("  What the engine plays:")[0])


if __name__ == "__main__":
    main()
