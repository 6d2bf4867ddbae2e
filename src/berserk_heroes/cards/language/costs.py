"""Costs before the colon and the costs an instruction asks for («заплатите», «сбросьте», «закройте»)."""

from __future__ import annotations

from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    CHARACTER,
    CLOSE,
    COINS,
    CREATURE,
    STAY_OPEN,
    SUPPORT,
    THIS,
    YOU,
    Cost,
    Ref,
    Select,
)
from berserk_heroes.cards.language.base import NP, CompileError
from berserk_heroes.cards.language.common import _ints, _np_of


class CostsPhrases:
    """Transformer methods of the «costs» concept (mixed into ``transformer.ToAbilities``); grammar: ``costs.lark``."""

    def oc_wound_hero(self, children: list[Any]) -> Any:
        """«Раньте вашего героя на N:» (a cost): ``Cost("wound_hero", N)`` — N wounds on your hero as payment."""
        from berserk_heroes.abilities import Cost

        return Cost("wound_hero", int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")))

    def wound_own_cost(self, children: list[Any]) -> list[Cost]:
        """«ранить ваше существо на N» before the colon: Cost("wound_own", N) — the player picks one of his creatures
        (this one too) when paying; it takes N wounds from this card (§3.2, like «Жажда»)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.kind == "all" and np.select == Select(CHARACTER, side=YOU):  # «ранить всех ваших персонажей»
            return [Cost("wound_all_own", _ints(children)[-1])]
        if np.kind != "target" or np.select != Select(CREATURE, side=YOU) or np.max != 1:
            raise CompileError("wound what as a cost")
        return [Cost("wound_own", _ints(children)[-1])]

    def costs_close(self, children: list[Any]) -> list[Cost]:
        """«N{м}, закройте ваше существо / вашего <класса>:» — coins, then close one of your creatures (``close_own``;
        a class keeps only those of the class)."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        np = _np_of(children)
        return [*coins, self.oc_close([np])]

    def oc_hoard_grave(self, children: list[Any]) -> Cost:
        """«Ваш герой добывает N карт с кладбища:» as a payment: N cards of your graveyard, picked by you, go under your
        hero (``hoard_grave``; engine/declare.py pick_pool and payment)."""
        return Cost("hoard_grave", _ints(children)[0])

    def oc_remove_extra_lives(self, children: list[Any]) -> Cost:
        return Cost("remove_extra_lives", _ints(children)[0])

    def cost_discard_kind(self, children: list[Any]) -> list[Cost]:
        """Payment «Сбросьте существо / заклинание:»: one card of that kind from the payer's hand (``Cost("discard")``
        with ``select``; engine/declare.py pick_pool filters the hand by it)."""

        sel = next((c for c in children if isinstance(c, Select)), None)
        if sel is None:
            raise CompileError("discard what")
        return [Cost("discard", 1, select=sel)]

    def cost_shuffle_self(self, _: list[Any]) -> list[Cost]:
        """«замешайте <эту карту> в колоду» as a payment: this card goes into its owner's deck."""
        return [Cost("shuffle_self")]

    def cost_shuffle_grave(self, children: list[Any]) -> list[Cost]:
        """«замешайте N карт с вашего кладбища в колоду» as a payment: N cards of your graveyard, picked by you."""

        return [Cost("shuffle_grave", _ints(children)[0])]

    def costs(self, children: list[Any]) -> list[Cost]:
        out: list[Cost] = []
        for c in children:
            out.extend(c)
        return out

    def cost_coins(self, children: list[Any]) -> list[Cost]:
        return [Cost(COINS, _ints(children)[0])]

    def cost_x(self, _: list[Any]) -> list[Cost]:
        return [Cost(COINS, 0, is_x=True)]

    def cost_tap(self, _: list[Any]) -> list[Cost]:
        return [Cost(CLOSE)]

    def cost_stay_open(self, _: list[Any]) -> list[Cost]:
        return [Cost(STAY_OPEN)]

    def oc_lose_coins(self, children: list[Any]) -> Cost:
        return Cost("lose_coins", (_ints(children) or [1])[0])

    def oc_close(self, children: list[Any]) -> Cost:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Cost(CLOSE)
        if np is not None and np.kind == "ref" and np.ref == Ref("hero", side=YOU):
            return Cost("close_hero")
        if np is not None and np.kind == "target" and np.select == Select(CREATURE, side=YOU):
            return Cost("close_own")
        if (np is not None and np.kind == "target" and np.min == np.max == 1 and np.select is not None
                and np.select == Select(CREATURE, side=YOU, classes=np.select.classes) and len(np.select.classes) == 1):
            # «Закройте вашу речную деву:» (Хозяйка кабаре), «вашего аккенийца:»
            return Cost("close_own", select=np.select)
        raise CompileError("close what as a cost")

    def oc_destroy(self, children: list[Any]) -> Cost:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Cost("destroy_self")
        if np is not None and np.kind == "target" and np.select == Select(CREATURE, side=YOU):
            return Cost("destroy_own")
        if (np is not None and np.kind == "target" and np.min == np.max == 1 and np.select is not None
                and np.select == Select(CREATURE, side=YOU, classes=np.select.classes) and len(np.select.classes) == 1):
            return Cost("destroy_own", select=np.select)  # «Уничтожьте вашего тролля:» (as «Закройте …»)
        if np is not None and np.kind == "target" and np.select == Select(SUPPORT):  # (Хельга)
            return Cost("destroy_support")
        raise CompileError("destroy what as a cost")

    def costs_discard_tap(self, children: list[Any]) -> list[Cost]:
        return [*children[0], Cost(CLOSE)]

    def cost_discard(self, _: list[Any]) -> list[Cost]:
        return [Cost("discard", 1)]

    def cost_discard_n(self, children: list[Any]) -> list[Cost]:
        return [Cost("discard", _ints(children)[0])]

    def cd_cheaper(self, _: list[Any]) -> int:
        return -1

    def cd_dearer(self, _: list[Any]) -> int:
        return 1

    def have_pl(self, _: list[Any]) -> str:
        return "plural"

    def have_sg(self, _: list[Any]) -> str:
        return "singular"
