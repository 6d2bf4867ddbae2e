"""Transformer methods of the «replace_opt» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «replace_opt» section).

- «Если <эта карта> должна получить раны, вместо этого она может добыть карту существа с вашего кладбища» → the same
  replacement static with an optional ``hoard`` of a target named at execution (Кошмарный ловец).
- optional wound redirection: «Если <X> должен получить раны (от заклинания), вместо этого их может получить <эта
  карта>» → a replacement static (``StaticPart("replace", what=WOUNDED)``) whose one instruction is the optional
  «<эта карта> получает столько же ран» (``Effect("wound", THIS, Amount("event_amount"), optional=True)``, as
  Страж Уорлога's mandatory «вместо этого Страж Уорлога получает столько же ран»). When wounds are about to be put on
  X, the engine asks the card's controller at that moment (engine/pause.py) whether it takes them instead. X never
  includes the card itself (redirecting its own wounds to itself would only change their source).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from berserk_heroes.abilities import (
    CREATURE,
    DRAWN,
    EXTRA_LIFE_GAINED,
    GRAVEYARD,
    HERO,
    PERMANENT,
    STATIC,
    THIS,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)


class ReplaceOptPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «replace_opt» phrases."""

    ctx: Any

    def a_ro_hoard_instead(self, children: list[Any]) -> Ability:
        """«Если <эта карта> должна получить раны, вместо этого она может добыть карту существа с вашего кладбища»: an
        optional replacement whose creature card of your graveyard is named when it is applied (``at_execution``);
        the engine offers it only when there is such a card (engine/replacements._feasible)."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("«вместо этого он может добыть …»: only about this card («он»)")
        target = Target(Select(CREATURE, side=YOU, zone=GRAVEYARD), at_execution=True)
        effect = Effect("hoard", Ref("target", index=0), params=(("holder", THIS),), optional=True)
        return Ability(STATIC, targets=(target,), effects=(effect,),
                       statics=(StaticPart("replace", select=None, what=WOUNDED),))

    def e_ro_prevent_next_per_hoarded(self, children: list[Any]) -> Any:
        """«предотвратите следующие N раны, наносимые любому вашему персонажу, за каждую добытую таким образом карту»:
        a «prevent» shield (as «… любым вашим персонажам», family «replace_prevent») of N per card hoarded by the
        instruction before (Amount done; the Finaliser refuses «таким образом» with nothing before it)."""
        from .compiler_transform import NP, Draft, _ints

        return Draft("prevent", NP("ref", ref=Ref("player", side=YOU)), Amount("done", per=_ints(children)[0]),
                     params=(("scope", "characters"), ("duration", PERMANENT)))

    def a_ro_replace_draw(self, children: list[Any]) -> Ability:
        """«Если вы должны взять карту, вместо этого (можете) <инструкции>»: a replacement static of the draws of its
        controller (``what`` DRAWN, about his hero), card by card; its targets are named when it is applied."""
        import dataclasses

        from .compiler_transform import CompileError, Finaliser

        drafts = next(c for c in children if isinstance(c, list))
        fin = Finaliser(Trigger(DRAWN), self.ctx.name, False, self.ctx.card_type)
        targets, effects = fin.run(drafts)
        targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        if any(e.what is not None and e.what.kind in ("event", "it") for e in nested(effects)):
            raise CompileError("«вместо этого» of a draw: a pronoun («её» — the card not drawn?)")
        return Ability(STATIC, targets=targets, effects=effects,
                       statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=DRAWN),))

    def a_ro_replace_extra_life(self, children: list[Any]) -> Ability:
        """«Если <X> должен получить Х дополнительных жизней, вместо этого (можете) <инструкции с Х>»: a replacement
        of the extra lives about to be given to X; Х is their number (Amount event_amount)."""
        from .compiler_transform import X_AMOUNT, CompileError, Finaliser, _np_of

        sel = self._ro_whose(_np_of(children), "extra lives")
        drafts = next(c for c in children if isinstance(c, list))

        def fix(ds: list[Any]) -> None:
            for d in ds:
                if d.amount == X_AMOUNT:
                    d.amount = Amount("event_amount")
                fix(d.then)
                fix(d.otherwise)
                fix(d.group)

        fix(drafts)
        fin = Finaliser(Trigger(EXTRA_LIFE_GAINED, subject=sel), self.ctx.name, sel is None, self.ctx.card_type)
        targets, effects = fin.run(drafts)
        if targets:
            raise CompileError("replacement of extra lives with a target")
        if any(_mentions_x(e) for e in nested(effects)):  # an Х the fix did not reach (a selector's cost …)
            raise CompileError("«Х» of the extra lives outside an instruction's number")
        return Ability(STATIC, effects=effects,
                       statics=(StaticPart("replace", select=sel, what=EXTRA_LIFE_GAINED),))

    def a_ro_redirect_extra_life(self, children: list[Any]) -> Ability:
        """«Если <эта карта> должна получить дополнительные жизни, вместо этого их может получить другое существо»: the
        other creature, named when the replacement is applied, gets as many extra lives (optional)."""
        from .compiler_transform import CompileError

        nps: list[Any] = [c for c in children if isinstance(c, _np_class())]
        if len(nps) != 2:
            raise CompileError("redirected extra lives: whose, to whom")
        sel = self._ro_whose(nps[0], "extra lives")
        to = nps[1]
        if to.kind != "target" or to.select is None or to.min != 1 or to.max != 1:
            raise CompileError("redirected extra lives: to one creature")
        target = Target(to.select, at_execution=True)
        effect = Effect("extra_life", Ref("target", index=0), Amount("event_amount"), optional=True)
        return Ability(STATIC, targets=(target,), effects=(effect,),
                       statics=(StaticPart("replace", select=sel, what=EXTRA_LIFE_GAINED),))

    @staticmethod
    def _ro_whose(np: Any, what: str) -> Select | None:
        """The Select of «Если <X> должен …» (None: this card)."""
        from .compiler_transform import CompileError

        if np is None:
            raise CompileError(f"replacement of {what}: whose")
        if np.kind == "ref" and np.ref == THIS:
            return None
        if np.kind in ("all", "target") and np.select is not None and (np.kind == "all" or np.implicit
                                                                       or np.select.side != "any"):
            return cast(Select, np.select)
        raise CompileError(f"replacement of {what}: whose")

    def ro_from_spell(self, _: list[Any]) -> Condition:
        """«(должно получить раны) от заклинания»: the wounds' source is a spell card."""
        return Condition("event_source_is_spell")

    def c_ro_went_first(self, _: list[Any]) -> Condition:
        """«если вы ходили первым»: not «вы ходили вторым» (a fact of the whole game)."""
        return Condition("not", parts=(Condition("went_second"),))

    def a_ro_redirect_wounds(self, children: list[Any]) -> Ability:
        """«Если <X> должен получить раны (от заклинания), вместо этого их может получить <эта карта>»."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        cond = next((c for c in children if isinstance(c, Condition)), None)
        if np is None or np.kind not in ("all", "target") or np.select is None:
            raise CompileError("redirected wounds: whose wounds")
        if not (np.kind == "all" or np.implicit or np.select.side != "any"):
            raise CompileError("redirected wounds: whose wounds")
        sel = replace(np.select, other=True)  # not the card itself: it would take its own wounds
        effect = Effect("wound", THIS, Amount("event_amount"), optional=True)
        return Ability(STATIC, statics=(StaticPart("replace", select=sel, what=WOUNDED, condition=cond),),
                       effects=(effect,))


def _mentions_x(e: Effect) -> bool:
    """Whether effect ``e`` still has an «Х» (its number, or a selector's cost bound in its params)."""
    if isinstance(e.amount, Amount) and e.amount.kind == "x":
        return True
    return any(isinstance(v, Select) and v.cost_max_amount is not None for _, v in e.params)


def _np_class() -> type:
    from .compiler_transform import NP

    return NP


def nested(effects: Any) -> list[Effect]:
    """Every effect of ``effects`` with those under connectors and groups."""
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(nested((*e.then, *e.otherwise, *(e.param("effects", ()) or ()))))
    return out


# conditions that cannot change while one ability resolves (a conditional «… вместо руки» evaluates its condition
# twice: once for each branch)
# replace_c: «при розыгрыше <этой карты> (не) были потрачены {м}» (the coins paid, recorded when it entered play)
STABLE_CONDITIONS = frozenset({"went_second", "no_coins_spent",
                               "zf_played_from_hand"})  # zones_f: «если вы разыграли эту карту из руки»


def conditional_redirect(search: Any, redirect: Any) -> Any:
    """«Поиск – X; если <условие>, положите её на верх колоды вместо вашей руки»: the search ``search`` (a Draft) gets
    the condition «not <условие>», and a copy of it that puts the card found where the text says (``search_to``) gets
    the condition; returns that copy (it takes the place of the «положите» instruction)."""
    import dataclasses

    from .compiler_transform import CompileError

    cond = redirect.condition
    inner = cond.parts[0] if cond.kind == "not" and len(cond.parts) == 1 else cond
    if (search.verb != "search" or search.then or search.otherwise or search.condition is not None
            or search.optional or redirect.optional or inner.kind not in STABLE_CONDITIONS):
        raise CompileError("a conditional «… вместо вашей руки» not right after a plain search")
    found = dataclasses.replace(search, verb="search_to", params=(*search.params, *redirect.params), condition=cond,
                                then=[], otherwise=[])
    search.condition = Condition("not", parts=(cond,)) if cond.kind != "not" else cond.parts[0]
    return found
