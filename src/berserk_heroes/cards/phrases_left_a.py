"""Transformer methods of the «left_a» phrase family (mixed into ``compiler_transform.ToAbilities``).

Round-5 leftovers of the «cancel» / «replace_c» worklists: small variations of phrases already supported.

- «эту карту поддержки» → the support card whose play triggered the ability (``Ref("event", role="subject")``), only
  after a trigger «Когда противник разыгрывает карту поддержки» (a support card is in play when CARD_PLAYED is emitted:
  ``play.py`` enters it first, as it does a creature). Anything else refuses the unit. Яргус Сатар.
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import CARD_PLAYED, SUPPORT, Ref


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


LA_THIS_SUPPORT = "la_this_support"  # NP kind of «эту карту поддержки»


class LeftAPhrases:
    """«left_a» phrase family (see the module doc)."""

    def np_la_this_support(self, _: list[Any]) -> Any:
        """«эту карту поддержки»: resolved by :func:`this_support_ref` once the trigger is known."""
        return _ct().NP(LA_THIS_SUPPORT)


def this_support_ref(tr: Any) -> Ref:
    """«эту карту поддержки»: the trigger's support card (played, so in play); nothing else was named before it."""
    trig = tr.trigger
    if trig is None or trig.event != CARD_PLAYED or trig.other is not None or trig.subject is None \
            or trig.subject.kind != SUPPORT:
        raise _ct().CompileError("«эту карту поддержки» without a support card played in the trigger")
    if tr.last is not None or tr.targets:
        raise _ct().CompileError("«эту карту поддержки» after another card was named")
    return Ref("event", role="subject")
