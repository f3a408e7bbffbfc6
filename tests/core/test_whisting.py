"""Whisting (вистование): whist, pass, half-whist, whist-back, open or closed.

The Sochi and Leningrad rules («Вист»): each defender says «вист» or «пас»; «Если вистуют оба
игрока, то вист всегда втемную. Если вистует один игрок, а другой пасует, то вистующий игрок
выбирает тип виста – всветлую или втемную»; «Если все игроки сказали «пас», то игра считается
сыгранной». Lesnoy's code 3.8.8.1–3.8.8.2 (Lesnoy's code): half-whist and whist-back. The Sochi
rules for four: the dealer's whist-back.
"""

import pytest

from rulings.core.conventions.convention import Convention
from rulings.core.errors import IllegalWhistCallError
from rulings.core.game.contracts import MISERE, RASPASY, parse_contract
from rulings.core.rules.whisting import WhistCall, Whisting, parse_whist_call, ten_only_checked

SOCHI = Convention.preset("sochi")
BALKAN = Convention.preset("balkan")
W, P, HALF, BACK = WhistCall.WHIST, WhistCall.PASS, WhistCall.HALF, WhistCall.WHIST_BACK
OPEN, CLOSED = WhistCall.OPEN, WhistCall.CLOSED


def whisting(contract: str, calls=(), *, dealer=None, convention=SOCHI) -> Whisting:
    """Declarer D; defenders E (first, left of D) and F; ``dealer`` sits out with four."""
    state = Whisting(convention, parse_contract(contract), "D", ("E", "F"), dealer)
    for player, call in calls:
        state = state.after(player, call)
    return state


# --- the Sochi and Leningrad rules ---


def test_defenders_speak_in_order_whist_or_pass():
    state = whisting("7♠")
    assert state.to_call == "E"
    assert state.legal_calls() == (W, P)
    state = state.after("E", W)
    assert state.to_call == "F"
    assert state.legal_calls() == (W, P)  # no half-whist after a whist


def test_sochi_leningrad_rules_both_whist_always_closed():
    """The Sochi and Leningrad rules: «Если вистуют оба игрока, то вист всегда втемную»."""
    state = whisting("7♠", [("E", W), ("F", W)])
    assert state.is_over
    outcome = state.outcome
    assert outcome.whisters == ("E", "F")
    assert outcome.passers == ()
    assert outcome.open is False
    assert outcome.played is True


@pytest.mark.parametrize("choice", [OPEN, CLOSED])
def test_sochi_leningrad_rules_lone_whister_chooses_open_or_closed(choice):
    """The Sochi and Leningrad rules: «Если вистует один игрок, а другой пасует, то вистующий игрок
    выбирает тип виста – всветлую или втемную»."""
    state = whisting("8♦", [("E", P), ("F", W)])
    assert state.to_call == "F"
    assert state.legal_calls() == (OPEN, CLOSED)
    outcome = state.after("F", choice).outcome
    assert outcome.whisters == ("F",)
    assert outcome.passers == ("E",)
    assert outcome.open is (choice is OPEN)
    assert outcome.played


def test_sochi_leningrad_rules_lone_whister_first_defender():
    state = whisting("6♥", [("E", W), ("F", P)])
    assert state.to_call == "E"
    assert state.legal_calls() == (OPEN, CLOSED)
    assert state.outcome is None


def test_sochi_leningrad_rules_all_pass_game_counts_as_made():
    """The Sochi and Leningrad rules: «Если все игроки сказали «пас», то игра считается
    сыгранной»."""
    state = whisting("8♠", [("E", P), ("F", P)])
    assert state.is_over
    outcome = state.outcome
    assert outcome.played is False
    assert outcome.whisters == ()
    assert outcome.passers == ("E", "F")


def test_misere_and_raspasy_have_no_whisting():
    """The Sochi and Leningrad rules: «При игре в мизер у вистующих нет обязательств»; misère is
    played at once."""
    for contract in (MISERE, RASPASY):
        state = Whisting(SOCHI, contract, "D", ("E", "F"))
        assert not state.has_whisting
        assert state.is_over
        assert state.legal_calls() == ()
        assert state.outcome.played is True
        with pytest.raises(IllegalWhistCallError, match="over"):
            state.after("E", W)


def test_the_ten_is_whisted_or_only_checked():
    assert whisting("10♥").to_call == "E"
    checked = whisting("10♥", convention=SOCHI.with_options({"ten_whisted": False}))
    assert checked.is_over
    assert checked.outcome.played is True
    assert whisting("9♥", convention=SOCHI.with_options({"ten_whisted": False})).to_call == "E"


def test_wrong_player_or_illegal_call_refused():
    state = whisting("7♠")
    with pytest.raises(IllegalWhistCallError, match="E's turn"):
        state.after("F", W)
    with pytest.raises(IllegalWhistCallError, match="cannot say «half»"):
        state.after("E", HALF)  # the first defender cannot go for half
    with pytest.raises(IllegalWhistCallError):
        state.after("E", OPEN)


def test_whisting_is_immutable():
    start = whisting("7♠")
    start.after("E", W)
    assert start.calls == ()
    assert start.to_call == "E"


# --- Lesnoy's code 3.8.8.1–3.8.8.2 (Lesnoy's code) ---


@pytest.mark.parametrize("contract", ["6♠", "7БК"])
def test_lesnoy_3_8_8_1_half_whist_on_six_and_seven(contract):
    """Lesnoy's code 3.8.8.1: whist-back «существует только на шестерной и семерной играх, где
    существует возможность ухода за полвиста»: after the first defender's pass the second may go
    for half."""
    state = whisting(contract, [("E", P)])
    assert state.legal_calls() == (W, P, HALF)


@pytest.mark.parametrize("contract", ["8♠", "9♥", "10БК"])
def test_lesnoy_3_8_8_1_no_half_whist_from_eight(contract):
    state = whisting(contract, [("E", P)])
    assert HALF not in state.legal_calls()
    with pytest.raises(IllegalWhistCallError):
        state.after("F", HALF)


def test_lesnoy_3_8_8_1_passer_may_take_the_whist_back():
    """Lesnoy's code 3.8.8.1: «Право вернуть вист у спасовавшего на первой руке»; after the
    whist-back he plays alone and chooses open or closed (the Sochi and Leningrad rules)."""
    state = whisting("6♠", [("E", P), ("F", HALF)])
    assert state.to_call == "E"
    assert state.legal_calls() == (BACK, P)
    state = state.after("E", BACK)
    assert state.to_call == "E"
    assert state.legal_calls() == (OPEN, CLOSED)
    outcome = state.after("E", CLOSED).outcome
    assert outcome.whisters == ("E",)
    assert outcome.whist_back_by == "E"
    assert outcome.played is True


def test_lesnoy_3_8_8_2_half_whister_may_not_whist_after_a_whist_back():
    """Lesnoy's code 3.8.8.2: «После возврата виста… уходивший за полвиста теряет право
    вистовать»."""
    state = whisting("7♣", [("E", P), ("F", HALF), ("E", BACK)])
    for call in (W, BACK, HALF):
        with pytest.raises(IllegalWhistCallError):
            state.after("F", call)


def test_half_whist_stands_when_the_passer_declines():
    """Three players: the passer declines to take the whist back; the deal is not played and the
    second defender keeps his half-whist."""
    state = whisting("6♦", [("E", P), ("F", HALF), ("E", P)])
    assert state.is_over
    outcome = state.outcome
    assert outcome.half_whister == "F"
    assert outcome.whisters == ()
    assert outcome.passers == ("E",)
    assert outcome.played is False


def test_no_whist_back_after_two_plain_passes_with_three():
    """Lesnoy's code 3.8.8.1: on 6 and 7 the whist-back belongs to the half-whist; after two passes
    with three players nobody may whist."""
    state = whisting("6♠", [("E", P), ("F", P)])
    assert state.is_over


def test_lesnoy_3_8_8_1_on_eight_after_two_passes_only_the_dealer():
    """Lesnoy's code 3.8.8.1: «На восьмерной и более старших играх после двух пасов право
    завистовать сохраняется только у сдатчика»."""
    state = whisting("8♠", [("E", P), ("F", P)], dealer="S")
    assert state.to_call == "S"
    assert state.legal_calls() == (BACK, P)
    with pytest.raises(IllegalWhistCallError):
        state.after("E", BACK)


# --- the Sochi rules for four: the dealer's whist-back ---


def test_sochi_four_rules_dealer_whist_back_after_two_passes():
    """The Sochi rules for four: «Если же сдатчик вернул вист (в том числе после паса двух
    игроков)…»."""
    state = whisting("6♠", [("E", P), ("F", P)], dealer="S")
    assert state.to_call == "S"
    state = state.after("S", BACK)
    assert state.to_call == "S"
    assert state.legal_calls() == (OPEN, CLOSED)
    outcome = state.after("S", OPEN).outcome
    assert outcome.whisters == ("S",)
    assert outcome.whist_back_by == "S"
    assert outcome.passers == ("E", "F")
    assert outcome.open is True
    assert outcome.played is True


def test_sochi_four_rules_dealer_declines():
    outcome = whisting("9♣", [("E", P), ("F", P), ("S", P)], dealer="S").outcome
    assert outcome.played is False
    assert outcome.whisters == ()


def test_sochi_four_rules_dealer_whist_back_after_a_half_whist_declined_by_the_passer():
    """Lesnoy's code 3.8.8.2: «После возврата виста любым из партнёров (спасовавшим ранее или
    сдатчиком)»: the dealer may take the whist back after the half-whist."""
    state = whisting("7♥", [("E", P), ("F", HALF), ("E", P)], dealer="S")
    assert state.to_call == "S"
    state = state.after("S", BACK).after("S", CLOSED)
    assert state.outcome.whist_back_by == "S"
    assert state.outcome.whisters == ("S",)


def test_dealer_does_not_speak_when_a_defender_whists():
    state = whisting("8♠", [("E", W), ("F", P), ("E", OPEN)], dealer="S")
    assert state.is_over
    assert state.outcome.whisters == ("E",)
    state = whisting("8♠", [("E", W), ("F", W)], dealer="S")
    assert state.is_over


def test_dealer_whist_back_switched_off():
    convention = SOCHI.with_options({"dealer_whist_back": False})
    state = whisting("8♠", [("E", P), ("F", P)], dealer="S", convention=convention)
    assert state.is_over
    assert state.outcome.played is False


# --- Balkan (Lesnoy's Balkan preferans) ---


def test_balkan_no_half_whist_and_no_dealer_whist_back():
    """Lesnoy's Balkan preferans: each defender decides whether to play (вистовать); no half-whist
    in the text."""
    state = whisting("6♥", [("E", P)], convention=BALKAN)
    assert state.legal_calls() == (W, P)
    state = whisting("6♥", [("E", P), ("F", P)], dealer="S", convention=BALKAN)
    assert state.is_over


# --- parsing ---


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("вист", W),
        ("Whist", W),
        ("пас", P),
        ("полвиста", HALF),
        ("half-whist", HALF),
        ("вернуть вист", BACK),
        ("whist-back", BACK),
        ("в светлую", OPEN),
        ("open", OPEN),
        ("втёмную", CLOSED),
        ("втемную", CLOSED),
        ("  ВИСТ ", W),
    ],
)
def test_parse_whist_call(text, call):
    assert parse_whist_call(text) == call


def test_bad_whist_call_names_the_text():
    with pytest.raises(IllegalWhistCallError, match="«висты»"):
        parse_whist_call("висты")


def test_russian_names():
    assert W.ru == "вист"
    assert HALF.ru == "полвиста"
    assert BACK.ru == "вернуть вист"


# --- Lesnoy's code 3.8.14, order (b): half-whist after one's own whist
# ------------------------------

GENTLEMAN = SOCHI.with_options({"half_whist_after_whist": True})


def test_lesnoy_3_8_14_first_hand_whists_then_goes_for_half():
    """Lesnoy's code 3.8.14: «можно на первой руке сказать вист, а если второй партнёр спасовал,
    уйти за полвиста (в свою очередь, пасовавший имеет право вернуть вист)»."""
    state = whisting("6♠", [("E", W), ("F", P)], convention=GENTLEMAN)
    assert state.to_call == "E"
    assert state.legal_calls() == (OPEN, CLOSED, HALF)
    state = state.after("E", HALF)
    assert state.to_call == "F"  # the passer may take the whist back
    assert state.legal_calls() == (BACK, P)
    passed = state.after("F", P)
    assert passed.is_over
    assert passed.outcome.half_whister == "E"
    assert passed.outcome.whisters == ()
    assert passed.outcome.played is False
    back = state.after("F", BACK)
    assert back.to_call == "F"  # the returner plays alone: open or closed
    back = back.after("F", CLOSED)
    assert back.is_over
    assert back.outcome.whisters == ("F",)
    assert back.outcome.whist_back_by == "F"
    assert back.outcome.half_whister == "E"


def test_half_after_whist_only_by_option_on_six_and_seven():
    assert whisting("6♠", [("E", W), ("F", P)]).legal_calls() == (OPEN, CLOSED)
    eight = whisting("8♠", [("E", W), ("F", P)], convention=GENTLEMAN)
    assert eight.legal_calls() == (OPEN, CLOSED)
    # the second hand whisting alone after a pass has no such right (3.8.14 says «на первой руке»)
    second = whisting("6♠", [("E", P), ("F", W)], convention=GENTLEMAN)
    assert second.legal_calls() == (OPEN, CLOSED)
    assert Convention.preset("leningrad").half_whist_after_whist  # «характерен для ленинградки»


def test_half_after_whist_in_a_full_deal_record_scores_as_a_half_whist():
    from rulings.core.scoring.game_score import score
    from tests.helpers.adjudication import PLAYERS, game_record

    record = game_record(
        whisting=[["Boris", "whist"], ["Vera", "pass"], ["Boris", "half"], ["Vera", "pass"]],
        convention="leningrad",
    )
    deal = {k: v for k, v in record.items() if k not in ("players", "convention")}
    got = score({"convention": "leningrad", "players": PLAYERS, "deals": [deal]})
    codes = [e.code for e in got.sheet.deals[0].entries]
    assert codes == ["game_made", "half_whist"]  # not played: no play needed


def test_stalingrad_six_spades_is_whisted_by_both_in_a_full_record_too():
    """«Сталинград» (Convention.stalingrad): 6♠ must be whisted; the short form refused two
    passes already (game_record), the played whisting offers nothing but whist."""
    conv = SOCHI.with_options({"stalingrad": True})
    w = whisting("6S", convention=conv)
    assert w.legal_calls() == (W,)
    with pytest.raises(IllegalWhistCallError):
        w.after(w.to_call, P)
    w = w.after(w.to_call, W)
    assert w.legal_calls() == (W,)
    assert whisting("7S", convention=conv).legal_calls() == (W, P)  # only the six
    assert whisting("6S").legal_calls() == (W, P)  # and only under the option


# --- one source for the wizard and the game record (issue 10) ---

CHECKED = SOCHI.with_options({"ten_whisted": False})


def test_ten_only_checked_is_one_rule():
    assert ten_only_checked(CHECKED, parse_contract("10♥"))
    assert not ten_only_checked(SOCHI, parse_contract("10♥"))  # Sochi whists the ten
    assert not ten_only_checked(CHECKED, parse_contract("9♥"))
    assert not ten_only_checked(CHECKED, MISERE)


def test_of_deal_seats_the_defenders_from_the_declarers_left():
    # four players, Gleb deals and sits out: Anna is first hand; Boris declares
    four = Whisting.of_deal(SOCHI, parse_contract("7♥"), ("Anna", "Boris", "Vera", "Gleb"),
                            "Gleb", "Boris")  # fmt: skip
    assert (four.defenders, four.dealer) == (("Vera", "Anna"), "Gleb")
    # three players, Vera deals and plays: nobody sits out
    three = Whisting.of_deal(SOCHI, parse_contract("7♥"), ("Anna", "Boris", "Vera"), "Vera", "Anna")
    assert (three.defenders, three.dealer) == (("Boris", "Vera"), None)


def test_plays_out_after_the_whisting():
    assert whisting("7♠", [("E", W), ("F", P), ("E", CLOSED)]).plays_out
    assert not whisting("7♠", [("E", P), ("F", P)]).plays_out  # Sochi: all pass, made
    passed_out = SOCHI.with_options({"all_pass_made": False})
    assert whisting("7♠", [("E", P), ("F", P)], convention=passed_out).plays_out
    assert not whisting("7♠", [("E", P), ("F", HALF), ("E", P)], convention=passed_out).plays_out
    assert whisting("10♠", convention=CHECKED).plays_out  # a ten only checked is played out


def test_last_words_are_the_calls_the_record_writes():
    back = whisting("6♠", [("E", P), ("F", HALF), ("E", BACK), ("E", OPEN)])
    assert back.last_words() == {"E": BACK, "F": HALF}
    declined = whisting("8♠", [("E", P), ("F", P), ("S", P)], dealer="S")
    assert declined.last_words() == {"E": P, "F": P}  # the dealer is written only taking it back
    gentleman = whisting("6♠", [("E", W), ("F", P), ("E", HALF), ("F", P)], convention=GENTLEMAN)
    assert gentleman.last_words() == {"E": HALF, "F": P}


def test_ending_with_finds_the_order_of_the_written_calls():
    start = whisting("6♠", convention=GENTLEMAN)
    done = start.ending_with({"E": HALF, "F": BACK}, is_open=True)
    assert done.calls == (("E", W), ("F", P), ("E", HALF), ("F", BACK), ("F", OPEN))
    with pytest.raises(IllegalWhistCallError, match="E cannot say «half» here"):
        whisting("6♠").ending_with({"E": HALF, "F": P})  # not without Lesnoy's code 3.8.14
    off = SOCHI.with_options({"dealer_whist_back": False})
    with pytest.raises(IllegalWhistCallError, match="does not let the dealer"):
        whisting("8♠", dealer="S", convention=off).ending_with({"E": P, "F": P, "S": BACK})
