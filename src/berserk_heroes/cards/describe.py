"""Compiled abilities in plain words (for ``berserk cards show`` and for reviewing the compiler)."""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from .model import CardDef

_EVENTS = {
    A.ENTERS_PLAY: "enters play", A.DIES: "dies", A.TURN_START: "a turn starts", A.TURN_END: "a turn ends",
    A.ATTACKS: "attacks", A.STRIKES: "strikes", A.WOUNDED: "is wounded", A.DEALS_WOUNDS: "deals wounds",
    A.CARD_PLAYED: "is played", A.DISCARDED: "is discarded", A.CLOSED: "closes", A.READIED: "is readied",
    A.DRAWN: "is drawn", A.SEARCHED: "a search is made", A.DESTROYED: "destroys a card", A.HEALED: "is healed",
}


def select_words(sel: A.Select | None) -> str:
    """«другое ваше закрытое существо стоимостью ≤3» → 'another closed creature of yours with cost ≤ 3'."""
    if sel is None:
        return "this card"
    words = []
    if sel.other:
        words.append("another")
    if sel.state:
        words.append(sel.state)
    if sel.classes:
        words.append("/".join(sel.classes))
    if sel.not_classes:
        words.append("non-" + "/".join(sel.not_classes))
    if sel.elements:
        words.append("/".join(sel.elements))
    if sel.not_elements:
        words.append("non-" + "/".join(sel.not_elements))
    words.append(sel.card_type or sel.kind)
    side = {A.YOU: "of yours", A.OPPONENT: "of the opponent"}.get(sel.side)
    if side:
        words.append(side)
    if sel.zone != A.PLAY:
        words.append(f"in {sel.zone}")
    if sel.cost_min is not None:
        words.append(f"cost ≥ {sel.cost_min}")
    if sel.cost_max is not None:
        words.append(f"cost ≤ {sel.cost_max}")
    if sel.cost_max_amount is not None:  # «стоимостью до Х, где Х — …»: a bound computed when it is used
        words.append(f"cost ≤ {_amount(sel.cost_max_amount)}")
    if sel.name:
        words.append(f"named «{sel.name}»")
    if sel.keyword:
        words.append(f"with {sel.keyword}")
    if sel.keywords_any:
        words.append(f"with {' or '.join(sel.keywords_any)}")
    if sel.strike_min is not None:
        words.append(f"strike ≥ {sel.strike_min}")
    if sel.strike_max is not None:
        words.append(f"strike ≤ {sel.strike_max}")
    if sel.not_created:
        words.append("not created")
    return " ".join(words)


def ref_words(ref: A.Ref | None) -> str:
    if ref is None or ref.kind == "this":
        return "this card"
    if ref.kind == "target":
        return f"target #{ref.index + 1}"
    if ref.kind == "all":
        return f"each {select_words(ref.select)}"
    if ref.kind == "event":
        return "the card that triggered it" if ref.role == "subject" else "the other card of the event"
    if ref.kind == "hero":
        return "your hero" if ref.side == A.YOU else "the enemy hero"
    if ref.kind == "player":
        return {A.YOU: "you", A.OPPONENT: "the opponent", A.EACH: "each player"}.get(ref.side,
                                                                                   "a player of your choice")
    if ref.kind == "it":
        return "it"
    return ref.kind


def _amount(amount: Any) -> str:
    if amount is None:
        return ""
    if isinstance(amount, int):
        return str(amount)
    if amount.kind == "x":
        return "X"
    if amount.kind == "count":
        words = f"the number of {select_words(amount.select)}"
    elif amount.kind == "strike" and amount.ref is not None:
        words = f"strike of {ref_words(amount.ref)}"
    elif amount.kind == "sum":
        words = " + ".join(_amount(p) for p in amount.parts)
    else:
        words = amount.kind
    if amount.div != 1:  # «за каждые N …», «половина … (округлённая вниз)»
        words = f"({words}) / {amount.div}, rounded down"
    return f"{amount.per}× {words}" if amount.per != 1 or amount.kind == "count" else words


def effect_words(e: A.Effect) -> str:
    params = ", ".join(f"{k}={_param(v)}" for k, v in e.params if k not in ("modes", "effects"))
    text = f"{e.verb} {ref_words(e.what) if e.what is not None else ''}".strip()
    if e.amount is not None:
        text += f" by {_amount(e.amount)}"
    if params:
        text += f" ({params})"
    if e.optional:
        text = "may " + text
    if e.condition is not None:
        text = f"if {condition_words(e.condition)}: {text}"
    modes = e.param("modes")
    if modes:
        parts = []
        for mode in modes:
            effects = mode.effects if isinstance(mode, A.Ability) else mode
            parts.append("; ".join(effect_words(x) for x in effects))
        text += " — modes: " + " | ".join(parts)
    for sub in e.param("effects", ()) or ():
        text += f"; {effect_words(sub)}"
    if e.then:
        text += " — and then: " + "; ".join(effect_words(x) for x in e.then)
    if e.otherwise:
        text += " — otherwise: " + "; ".join(effect_words(x) for x in e.otherwise)
    return text


def _param(value: Any) -> str:
    if isinstance(value, A.Select):
        return select_words(value)
    if isinstance(value, A.Ref):
        return ref_words(value)
    if isinstance(value, A.Condition):
        return condition_words(value)
    return str(value)


def condition_words(c: A.Condition) -> str:
    if c.kind == "count":
        return f"number of {select_words(c.select)} {c.op} {c.value}"
    if c.kind in ("not", "and", "or"):
        return f" {c.kind} ".join(condition_words(p) for p in c.parts) if c.kind != "not" else \
            f"not ({condition_words(c.parts[0])})"
    extra = f" {c.state}" if c.state else ""
    return f"{c.kind}{extra}"


def ability_words(ab: A.Ability) -> str:
    """One line describing what the engine will do."""
    if ab.keyword is not None and ab.trigger is None and not ab.effects and not ab.statics:
        code, value = ab.keyword
        return f"keyword {code}" + (f" {value}" if value != 1 else "")
    head = {A.STATIC: "Static", A.ACTIVATED: "Activated", A.TRIGGERED: "Triggered", A.SPELL_ABILITY: "Spell"}
    parts = [head.get(ab.kind, ab.kind)]
    if ab.zone != A.PLAY:
        parts.append(f"(works in {ab.zone})")
    if ab.costs:
        parts.append("cost: " + " + ".join(_cost(c) for c in ab.costs) + ".")
    if ab.trigger is not None:
        t = ab.trigger
        who = "" if t.event in (A.TURN_START, A.TURN_END) and t.subject is None else select_words(t.subject) + " "
        when = f"when {who}{_EVENTS.get(t.event, t.event)}"
        if t.whose_turn != A.ANY:
            when += " in your turn" if t.whose_turn == A.YOU else " in the opponent's turn"
        if t.other is not None:
            when += f" (other card: {select_words(t.other)})"
        parts.append(when + ":")
    if ab.optional:
        parts.append("you may")
    if ab.condition is not None:
        parts.append(f"if {condition_words(ab.condition)}:")
    for i, target in enumerate(ab.targets):
        chooser = "" if target.chooser == A.YOU else " (the opponent chooses)"
        count = str(target.max) if target.min == target.max else f"{target.min}–{target.max}"
        late = " (named at execution)" if target.at_execution else ""
        parts.append(f"target #{i + 1} = {count} {select_words(target.select)}{chooser}{late};")
    parts.extend(effect_words(e) + ";" for e in ab.effects)
    for part in ab.statics:
        what = f"{part.kind} {select_words(part.select)}"
        if part.kind == "modify":
            what += f" strike {part.strike:+d} life {part.life:+d}"
        elif part.kind == "grant":
            what += f" gains {part.keyword}"
        elif part.kind == "cost":
            what += f" costs {part.value:+d}"
        elif part.kind == "forbid":
            what += f" cannot {part.what}"
        elif part.kind == "grant_ability" and part.ability is not None:
            what += f" gains «{part.ability.text or ability_words(part.ability)}»"
        elif part.value:
            what += f" {part.value:+d}"
        if part.per is not None:  # «за каждого …»
            what += f" × {_amount(part.per) if isinstance(part.per, A.Amount) else 'the number of ' + select_words(part.per)}"
        if part.condition is not None:  # «пока …», «если …»: the part works only while this holds
            what += f" while {condition_words(part.condition)}"
        parts.append(what + ";")
    if ab.every_time:
        parts.append("(every time)")
    elif ab.per_turn and ab.per_turn > 1:
        parts.append(f"({ab.per_turn} times per turn)")
    return " ".join(parts)


def _cost(c: A.Cost) -> str:
    if c.kind == A.COINS:
        return "X coins" if c.is_x else f"{c.amount} coins"
    if c.kind == A.CLOSE:
        return "close this card {Т}"
    return f"{c.kind} {c.amount}"


def card_text(card: CardDef) -> str:
    """The card as printed plus its compiled abilities and support status (several lines)."""
    stats = []
    if card.cost is not None:
        stats.append(f"стоимость {'X' if card.cost_is_x else card.cost}")
    if card.strike is not None:
        stats.append(f"удар {card.strike}")
    if card.life is not None:
        stats.append(f"жизни {card.life}")
    lines = [f"{card.name}  [{card.key}]  {card.type_ru}, {', '.join(card.elements)}"
             + (f" — {', '.join(card.classes)}" if card.classes else ""),
             "  " + ", ".join(stats) if stats else "",
             *("  │ " + line for line in card.text.splitlines()),
             f"  set: {card.set_name or card.set_code} №{card.number}; confidence: {card.confidence}"]
    if card.abilities:
        lines.append("  compiled:")
        lines.extend(f"    • {ability_words(ab)}" for ab in card.abilities)
    status = "supported" if card.supported else "UNSUPPORTED: " + "; ".join(card.unsupported_text)
    lines.append(f"  status: {status}")
    return "\n".join(line for line in lines if line)
