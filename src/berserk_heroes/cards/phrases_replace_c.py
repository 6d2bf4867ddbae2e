"""Transformer methods of the «replace_c» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «replace_c» section).
Round 5: replacements «вместо …», prevention «предотвратите», «не получает ран», «должен / должны». The machinery is
the one of the families «replace_prevent», «replace_delay» and «replace_opt» (engine/replacements.py, engine/pause.py);
this module only adds phrases.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    CARD,
    HAND,
    HEALED_BEYOND_WOUNDS,
    HERO,
    OPPONENT,
    PLAY,
    RC_POISONED,
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
    Trigger,
)


def stable_hero_condition(cond: Any) -> bool:
    """A condition on your hero's class or element («если ваш герой {Тьма} или {Нейтральные}»): nothing a resolution
    does changes it, so «X, если C, вместо этого Y» may check it once for X and once for Y."""
    return (isinstance(cond, Condition) and cond.kind == "count" and cond.select is not None
            and cond.select.kind == HERO and cond.select.side == YOU and cond.op == ">=" and cond.value == 1
            and bool(cond.select.classes or cond.select.elements))


def one_of_indeclinable(np: Any) -> Any:
    """«Вызовите слуа стоимостью 4{м} или менее»: «слуа» does not decline (the normaliser knows only its plural form), so
    a bare «слуа» after «Вызовите» is one card, as «Вызовите гнома» is (a summon of all of them would say «всех»)."""
    from .compiler_normalise import CLASS_FORMS
    from .compiler_transform import NP

    if (np is None or np.kind != "all" or not np.bare_plural or np.select is None or len(np.select.classes) != 1
            or np.select.classes[0] not in CLASS_FORMS or CLASS_FORMS[np.select.classes[0]][0]):
        return np
    return NP("target", np.select, implicit=True)


HERO_UNWOUNDED = Condition("count", select=Select(HERO, side=YOU, state="unwounded"), op=">=", value=1)


def instead_first(plain: Any, instead: Any) -> bool:
    """«X; если C, вместо этого Y» compiles to X-if-not-C and Y-if-C, each checking C when it comes. When X would change
    C — «излечить вашего героя на 2; если на вашем герое не было ран, вместо этого он получает дополнительную жизнь»
    (Тардит): healing the wounded hero would make C true for Y too — Y goes first: an extra life does not change the
    wounds, so C is the same for both checks. True: put Y before X; any other instruction with C is refused."""
    from .compiler_transform import CompileError

    if instead.condition != HERO_UNWOUNDED:
        return False
    hero = Ref("hero", side=YOU)
    if (plain.verb == "heal" and plain.np is not None and plain.np.ref == hero and instead.verb == "extra_life"
            and instead.np is not None and instead.np.kind == "it" and not plain.then and not instead.then):
        instead.np = plain.np  # «он»: the hero healed in X (named before it in the text, after it once reordered)
        return True
    raise CompileError("«если на вашем герое не было ран, вместо этого …»: only healing the hero / an extra life")


class ReplaceCPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «replace_c» phrases."""

    ctx: Any

    def e_rc_discard_else_reveal(self, children: list[Any]) -> Any:
        """«Противник сбрасывает карту, если ваш герой {Тьма} или {Нейтральные}, вместо этого он показывает руку и
        сбрасывает существо на ваш выбор» (Тёмный ворг): when the condition (your hero's element / class: it cannot
        change meanwhile) does not hold, the opponent discards a card he picks; when it holds, his hand is shown and
        he discards a card of that kind that you pick (nothing if he has none)."""
        from .compiler_transform import NP, CompileError, Draft
        from .phrases_zones_c import _one_card_selects

        side = children[0]
        cond = next((c for c in children if isinstance(c, Condition)), None)
        sels = _one_card_selects(children)
        if cond is None or side != OPPONENT or not stable_hero_condition(cond) or len(sels) != 1 or sels[0].zone != PLAY \
                or sels[0].side != "any":
            raise CompileError("«противник сбрасывает карту, если …, вместо этого …»: whose, which condition, what")
        him = NP("ref", ref=Ref("player", side=OPPONENT))
        plain = Draft("discard", him, 1, params=(("chooser", "owner"),))
        plain.condition = Condition("not", parts=(cond,))
        pick = Draft("discard", him, 1, params=(("chooser", YOU),
                                                 ("select", dataclasses.replace(sels[0], side=OPPONENT, zone=HAND))))
        instead = Draft("sequence", group=[Draft("reveal_hand", him), pick])
        instead.condition = cond
        return Draft("sequence", group=[plain, instead])

    def e_rc_opponent_shuffles(self, _: list[Any]) -> Any:
        """«противник перемешивает колоду»: the opponent's deck is shuffled (``shuffle_deck`` of family «zones_reveal»)."""
        from .compiler_transform import NP, Draft

        return Draft("shuffle_deck", NP("ref", ref=Ref("player", side=OPPONENT)))

    def c_rc_coins_spent(self, _: list[Any]) -> Condition:
        """«если при розыгрыше <этой карты> были потрачены {м}»: not «… не было потрачено {м}»."""
        return Condition("not", parts=(Condition("no_coins_spent"),))

    def a_rc_destroy_self_prevent(self, children: list[Any]) -> Ability:
        """«Если ваш герой должен получить раны, вы можете уничтожить <эту карту>, при этом предотвратить получение ран и
        уничтожить их источник, если это существо или карта поддержки» (Курдаш): an optional replacement static of the
        wounds about to be put on your hero (family «replace_opt»: its controller is asked at that moment); yes — this
        card is destroyed, the wounds are not dealt, and then their source is destroyed when it is a creature or a
        support card in play (``Ref("event", role="other")``; the condition is asked about that card: ref same_card)."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != Ref("hero", side=YOU):
            raise CompileError("«вы можете уничтожить <эту карту>, при этом предотвратить …»: only your hero's wounds")
        source = Ref("event", role="other")
        kind = Condition("it_fits", ref=Ref("same_card"), select=Select(CARD, state="rc_creature_or_support"))
        destroy_source = Effect("destroy", source, condition=kind)
        effect = Effect("destroy", THIS, optional=True, then=(destroy_source,))
        return Ability(STATIC, effects=(effect,),
                       statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=WOUNDED),))

    def e_rc_entered_shielded(self, children: list[Any]) -> Any:
        """«(Вызовите <одно существо>;) он не получает ран, не может атаковать и выступать защитником до <срока>»
        (Штопаный голем): the creature that just entered play gets «Не получает ран», «Не может атаковать» and «Не может
        выступать защитником» for that time (nothing if none was found). The Finaliser accepts this «он» only right
        after a summon / revival of one card (NP kind ``rc_entered_it``; any other pronoun after a pick is refused)."""
        from .compiler_transform import NP, CompileError, Draft, _duration

        duration = _duration(children)
        if duration is None:
            raise CompileError("duration")
        first = NP("rc_entered_it")
        return Draft("sequence", group=[
            Draft("grant", np, 1, params=(("keyword", code), ("duration", duration)))
            for np, code in ((first, "no_wounds"), (NP("it"), "cannot_attack"), (NP("it"), "cannot_defend"))])

    def c_rc_hero_unwounded(self, _: list[Any]) -> Condition:
        """«если на вашем герое не было ран»: your hero has no wounds (see :func:`instead_first`)."""
        return HERO_UNWOUNDED

    def a_rc_excess_heal_extra_lives(self, children: list[Any]) -> Ability:
        """«Когда <ваше болотное существо> должно получить избыточное лечение, вместо этого оно получает столько же
        дополнительных жизней» (Дрягв): a replacement static (``what`` HEALED_BEYOND_WOUNDS) — when such a card is healed by
        more than its wounds, it gets that excess as extra lives (``extra_life`` of the event's card, event_amount)."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind not in ("all", "target") or np.select is None or np.select.side != YOU \
                or np.kind == "target" and np.max != 1:
            raise CompileError("«должно получить избыточное лечение»: which of your cards")
        effect = Effect("extra_life", Ref("event", role="subject"), Amount("event_amount"))
        return Ability(STATIC, effects=(effect,),
                       statics=(StaticPart("replace", select=np.select, what=HEALED_BEYOND_WOUNDS),))

    def ev_rc_poisoned(self, children: list[Any]) -> Trigger:
        """«Когда <существо> получает Отравление»: an «Отравите» instruction was applied to such a card."""
        from .compiler_transform import _np_of

        return Trigger(RC_POISONED, subject=self._subject(_np_of(children)))  # type: ignore[attr-defined]
