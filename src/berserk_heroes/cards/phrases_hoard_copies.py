"""Transformer methods of the «hoard_copies» phrase family (mixed into ``compiler_transform.ToAbilities``).

Hoarding («добывает»: a card put under another card), Яйцо tokens that hoard cards, copies and control changes.
Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «hoard_copies» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import ANY, EACH, PLAY, Ref, Select


def _ct() -> Any:
    from . import compiler_transform

    return compiler_transform


class HoardCopiesPhrases:
    """Mixin of ``ToAbilities`` for the «hoard_copies» family."""

    def e_hc_return_control(self, children: list[Any]) -> Any:
        """«Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every
        such card in play comes back under its owner's control (``hc_return_control``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise ct.CompileError("return the control of what")
        return ct.Draft("hc_return_control", np)

    def e_hc_ban_control(self, children: list[Any]) -> Any:
        """«До <срока> существа не могут быть взяты под контроль» → ``ban`` of each player, action ``be_controlled``
        (params select: the cards of his that may not be taken; checked by every control change of the engine)."""
        ct = _ct()
        duration = ct._duration(children)
        np = ct._np_of(children)
        # «существа» (a bare noun, the subject of «не могут»: plural): every creature
        if duration is None or np is None or np.select is None or np.select.side != ANY or np.select.zone != PLAY \
                or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
            raise ct.CompileError("«не могут быть взяты под контроль» of what, until when")
        params: tuple[tuple[str, Any], ...] = (("action", "be_controlled"), ("select", np.select), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return ct.Draft("ban", ct.NP("ref", ref=Ref("player", side=EACH)), params=params)

    def aj_hc_created(self, _: list[Any]) -> tuple[str, Any]:
        """«созданных существ»: created cards (they have the keyword «Созданный»)."""
        return ("keyword", "created")


__all__ = ["HoardCopiesPhrases", "Select"]
