"""Regressions of the precision review (docs/precision_review.md): a supported card's description says what its
printed text says. Each test names the printed phrase it guards."""

from __future__ import annotations

from berserk_heroes import abilities as A
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.describe import card_text, describe_ability


def _gain(who: A.Ref, duration: str) -> A.Ability:
    return A.Ability(A.SPELL_ABILITY, effects=(A.Effect("gain_coins", who, 1, params=(("duration", duration),)),))


def test_coins_another_player_gains_until_his_turn_ends_last_to_his_own_turn() -> None:
    """«до конца своего хода противник получает 1{м}»: the engine keeps the coins to the end of the gainer's turn."""
    theirs = describe_ability(_gain(A.OPPONENT_PLAYER, A.END_OF_YOUR_TURN), strict=True)
    mine = describe_ability(_gain(A.YOU_PLAYER, A.END_OF_YOUR_TURN), strict=True)
    assert theirs.ru == "Противник получает 1 монету до конца своего хода."
    assert theirs.en == "The opponent gains 1 coin until the end of his own turn."
    assert mine.ru == "Получите 1 монету до конца вашего хода."


def test_a_count_after_removing_extra_lives_counts_the_lives() -> None:
    """«Снимите до 8 дополнительных жизней …, возьмите карту за каждые 2 снятые дополнительные жизни» (Сотворить из
    энергии): the engine counts each life removed (``frame.doing`` once per life), so the words say lives, not cards."""
    remove = A.Effect("extra_life", A.YOU_PLAYER, 8, params=(("remove", True), ("side", A.YOU)))
    draw = A.Effect("draw", A.YOU_PLAYER, A.Amount("done", div=2))
    words = describe_ability(A.Ability(A.SPELL_ABILITY, effects=(remove, draw)), strict=True)
    assert "X — число дополнительных жизней, снятых таким образом, делённое на 2" in words.ru
    assert "the number of extra lives removed this way divided by 2" in words.en


def test_creatures_enter_closed_for_everyone_not_for_the_player_who_carries_it() -> None:
    """«До конца вашего следующего хода существа входят в игру закрытыми» (Буран на вершинах): every creature, anyone's
    (engine/zones.enters_closed), though the effect sits on the caster's hero."""
    rule = A.Effect("establish", A.YOU_PLAYER, None,
                    params=(("rule", A.ENTER_CLOSED), ("duration", A.END_OF_NEXT_OWN_TURN)))
    words = describe_ability(A.Ability(A.SPELL_ABILITY, effects=(rule,)), strict=True)
    assert words.ru == "Существа входят в игру закрытыми до конца вашего следующего хода."
    assert words.en == "Creatures enter play closed until the end of your next turn."


def test_a_mode_names_the_triggering_card_as_the_trigger_does() -> None:
    """«Когда противник разыгрывает карту поддержки, …, выберите одно из: • Уничтожьте эту карту поддержки; …» (Яргус
    Сатар): the modes act on the event's card (Ref event), not on this creature."""
    card = compiled_pool().find("Яргус Сатар")
    assert card is not None
    text = card_text(card)
    assert "• Уничтожьте эту поддержку • Возьмите под контроль эту поддержку" in text
    assert "Destroy that support card • Take control of that support card" in text


def test_coins_for_supports_also_pay_their_abilities() -> None:
    """«Вы можете тратить эту монету только на розыгрыш карт поддержки или активацию их способностей» (Заложенный
    амулет): engine/payment.SPEND_ON lets them pay both, and the words say both."""
    coins = A.Effect("gain_coins", A.YOU_PLAYER, 1, params=(("spend_on", "support"), ("duration", A.END_OF_TURN)))
    words = describe_ability(A.Ability(A.SPELL_ABILITY, effects=(coins,)), strict=True)
    assert words.ru.endswith("только на розыгрыш карт поддержки или активацию их способностей.")


def test_a_hoarded_card_is_cheaper_by_the_counters_on_its_holder() -> None:
    """«Вы можете разыграть добытую Яйцом карту на 1{м} дешевле за каждый {яйцо} на этом Яйце» (Яйцо): a negative
    value reads «дешевле», and the counters are on the holder."""
    card = compiled_pool().find("Яйцо")
    assert card is not None
    assert "на 1 монету дешевле за каждый {яйцо} на этом жетоне, при этом уничтожьте добывшую карту" in card_text(card)


def test_an_undefended_attack_names_the_attacked_card() -> None:
    """«Если от атаки этого существа не был назначен защитник, получает на 2 раны меньше от атакованного существа»
    (Несокрушимый): the event's other card is the attack's target (engine/combat emits it)."""
    card = compiled_pool().find("Несокрушимый")
    assert card is not None
    assert "на 2 раны меньше от атакованной карты" in card_text(card)


def test_after_a_copy_is_created_she_is_the_copy() -> None:
    """Precision review (issue 14): «создайте копию этого существа; она становится духом» (Отражение в тумане) — the
    class is set on the copy, and the words said «это существо» (the original)."""
    from berserk_heroes.cards.compiled import compiled_pool
    from berserk_heroes.cards.describe import describe_card

    card = compiled_pool().find("Отражение в тумане")
    assert card is not None and card.supported
    assert any("эта копия становится классом «Дух»" in words.ru for words in describe_card(card))


def test_a_keyword_granted_with_a_counted_value_says_x_where_x_is_the_count() -> None:
    """«Существа противника имеют жажду Х, где Х — число карт с уникальностью на вашем кладбище» (Бесчестный агитатор):
    the value of the keyword is the count, not a keyword multiplied («Жажду × число …»)."""
    grant = A.StaticPart("grant", select=A.Select(A.CREATURE, side=A.OPPONENT), keyword="thirst", value=1,
                         per=A.Select(A.CARD, side=A.YOU, zone=A.GRAVEYARD, keyword="unique"))
    words = describe_ability(A.Ability(A.STATIC, statics=(grant,)), strict=True)
    assert "Жажду X, где X — число" in words.ru and "×" not in words.ru
    assert "Thirst X, where X is the number of" in words.en


def _static_of(name: str) -> str:
    card = next(c for c in compiled_pool() if c.name == name and c.supported)
    return " ".join(describe_ability(ab, card).ru for ab in card.abilities)


def test_a_passive_said_of_several_cards_is_plural() -> None:
    """«Персонажи не могут быть излечены» (Патологоанатом), «Другие ваши поддержки не могут быть уничтожены» (Эгида):
    the passive agrees with its plural subject («быть излеченными»), not «быть излеченным»."""
    assert "не могут: быть излеченными" in _static_of("Патологоанатом")
    assert "не могут: быть уничтоженными" in _static_of("Эгида")


def test_a_ban_on_playing_says_what_is_forbidden_without_a_limit_of_zero() -> None:
    """«… иначе карты с таким названием не могут быть разыграны до начала вашего хода» (Владыка Виг), «… вы не можете
    разыгрывать …» (Печать мага): «не может разыгрывать карты», not «не может в игру … чаще 0 раз за ход»."""
    vig = _static_of("Владыка Виг")
    assert "не может разыгрывать карты (карта с названием названной карты)" in vig and "чаще 0" not in vig
    assert "вы не можете разыгрывать" in _static_of("Печать мага")


def test_wounds_and_lives_taken_from_a_players_characters_say_whose() -> None:
    """«снимите 3 дополнительные жизни с ваших персонажей» (Дертах), «снимите суммарно N ран с …»: the characters of a
    player in the genitive, not «с персонажей: вы»."""
    card = compiled_pool().find("Дертах")
    assert card is not None
    text = card_text(card)
    assert "Снимите 3 дополнительные жизни с ваших персонажей" in text and "from your characters" in text
    split = A.Effect("heal", A.OPPONENT_PLAYER, 3, params=(("split", True),))
    words = describe_ability(A.Ability(A.SPELL_ABILITY, effects=(split,)), strict=True)
    assert "с персонажей противника" in words.ru and "from the opponent's characters" in words.en


def test_a_player_who_destroys_one_of_his_own_picks_it() -> None:
    """«противник выбирает одно из: … Уничтожить своё существо» (Сумеречный джинн): he destroys a creature of his own
    of his choice."""
    card = compiled_pool().find("Сумеречный джинн")
    assert card is not None
    text = card_text(card)
    assert "Противник уничтожает существо противника по своему выбору" in text
    assert "своё:" not in text
