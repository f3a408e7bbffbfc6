"""The deal wizard offers only valid choices and explains what it refuses."""

import pytest
from django.utils import translation

from rulings.calculator.wizard import build_wizard, state_from_deal
from rulings.core.conventions.convention import Convention
from tests.helpers.calculator import SOCHI_DEALS

P3 = ("Anna", "Boris", "Vera")
P4 = ("Anna", "Boris", "Vera", "Gleb")
SOCHI = Convention.preset("sochi")


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def values(wizard):
    return [c.value for c in wizard.choices]


def test_the_steps_of_a_whisted_game():
    w = build_wizard(SOCHI, P3, "Vera", {})
    assert w.step == "kind"
    assert values(w) == ["game", "misere", "raspasy", "refused", "preferans", "correction"]

    w = build_wizard(SOCHI, P3, "Vera", {"kind": "game"})
    assert (w.step, values(w)) == ("declarer", ["Anna", "Boris", "Vera"])

    w = build_wizard(SOCHI, P3, "Vera", {"kind": "game", "declarer": "Anna"})
    assert w.step == "contract" and len(w.choices) == 25

    state = {"kind": "game", "declarer": "Anna", "contract": "7H"}
    w = build_wizard(SOCHI, P3, "Vera", state)
    assert w.step == "call1" and w.prompt.startswith("Boris")
    assert values(w) == ["whist", "pass"]

    w = build_wizard(SOCHI, P3, "Vera", {**state, "call1": "pass"})
    assert w.step == "call2" and w.prompt.startswith("Vera")
    assert values(w) == ["whist", "pass", "half"]

    w = build_wizard(SOCHI, P3, "Vera", {**state, "call1": "whist", "call2": "pass"})
    assert (w.step, values(w)) == ("open", ["closed", "open"])

    done = {**state, "call1": "whist", "call2": "pass", "open": "open"}
    w = build_wizard(SOCHI, P3, "Vera", {**done, "tricks_0": "6", "tricks_1": "4"})
    assert w.complete and not w.errors
    assert w.deal == {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "open": True,
        "tricks": {"Anna": 6, "Boris": 4},
    }


def test_four_players_the_dealer_sits_out_and_may_take_the_whist_back():
    w = build_wizard(SOCHI, P4, "Gleb", {"kind": "game"})
    assert values(w) == ["Anna", "Boris", "Vera"]

    w = build_wizard(SOCHI, P4, "Gleb", {"kind": "game", "declarer": "Gleb"})
    assert w.step == "declarer"
    assert w.errors == [
        "The declarer must be one of the three players in this deal (the dealer, Gleb, sits out)."
    ]

    state = {"kind": "game", "declarer": "Anna", "contract": "8S", "call1": "pass", "call2": "pass"}
    w = build_wizard(SOCHI, P4, "Gleb", state)
    assert (w.step, values(w)) == ("back", ["dealer", "none"])
    w = build_wizard(
        SOCHI,
        P4,
        "Gleb",
        {**state, "back": "dealer", "open": "closed", "tricks_0": "7", "tricks_3": "3"},
    )
    assert w.deal["defenders"] == {"Boris": "pass", "Vera": "pass", "Gleb": "whist-back"}
    assert w.deal["tricks"] == {"Anna": 7, "Gleb": 3}


def test_a_half_whist_is_not_offered_on_an_eight_and_a_forged_one_is_explained():
    state = {"kind": "game", "declarer": "Anna", "contract": "8S", "call1": "pass"}
    w = build_wizard(SOCHI, P3, "Vera", state)
    assert "half" not in values(w)

    w = build_wizard(SOCHI, P3, "Vera", {**state, "call2": "half"})
    assert w.step == "call2"
    assert w.errors == ["A half-whist is not allowed on a 8 in this convention (only on 6, 7)."]


def test_half_whist_then_whist_back():
    state = {"kind": "game", "declarer": "Anna", "contract": "6S", "call1": "pass", "call2": "half"}
    w = build_wizard(SOCHI, P3, "Vera", state)
    assert (w.step, values(w)) == ("back", ["first", "none"])
    w = build_wizard(SOCHI, P3, "Vera", {**state, "back": "none"})
    assert w.complete and w.deal["defenders"] == {"Boris": "pass", "Vera": "half"}
    assert "tricks" not in w.deal


def test_tricks_that_do_not_add_up_to_ten_are_explained():
    state = {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "2"}
    w = build_wizard(SOCHI, P3, "Vera", state)
    assert w.deal is None
    assert w.errors == ["Raspasy tricks must add up to 10, not 9."]
    assert [i.value for i in w.inputs] == ["2", "5", "2"]  # what was typed is kept

    state = {"kind": "raspasy", "tricks_0": "11", "tricks_1": "x"}
    w = build_wizard(SOCHI, P3, "Vera", state)
    assert [i.error for i in w.inputs] == [
        "a whole number from 0 to 10",
        "a whole number from 0 to 10",
        "how many tricks?",
    ]


def test_going_back_clears_that_choice_and_the_later_ones():
    state = {
        "kind": "game",
        "declarer": "Anna",
        "contract": "7H",
        "call1": "pass",
        "back_to": "declarer",
    }
    w = build_wizard(SOCHI, P3, "Vera", state)
    assert w.step == "declarer"
    assert w.state == {"kind": "game"}


def test_correction_and_without_three():
    w = build_wizard(
        SOCHI,
        P3,
        "Vera",
        {
            "kind": "correction",
            "c_player": "Anna",
            "c_column": "whists",
            "c_on": "Anna",
            "c_amount": "5",
        },
    )
    assert w.errors == ["Whists are written on another player: choose on whom."]
    w = build_wizard(
        SOCHI,
        P3,
        "Vera",
        {
            "kind": "correction",
            "c_player": "Anna",
            "c_column": "mountain",
            "c_amount": "-2",
            "c_note": "typo",
        },
    )
    assert w.deal == {"correction": {"player": "Anna", "mountain": -2, "note": "typo"}}

    w = build_wizard(SOCHI, P3, "Vera", {"kind": "refused", "declarer": "Boris", "contract": "6D"})
    assert w.deal == {"dealer": "Vera", "declarer": "Boris", "contract": "6D", "refused": True}


def test_stalingrad_six_spades_must_be_whisted():
    conv = SOCHI.with_options({"stalingrad": True})
    w = build_wizard(conv, P3, "Vera", {"kind": "game", "declarer": "Anna", "contract": "6S"})
    assert values(w) == ["whist"]


@pytest.mark.parametrize("deal", SOCHI_DEALS, ids=lambda d: d.get("contract"))
def test_every_deal_of_a_record_reopens_in_the_wizard_unchanged(deal):
    w = build_wizard(SOCHI, P3, deal["dealer"], state_from_deal(deal, P3))
    assert w.complete
    expected = {k: v for k, v in deal.items()}
    assert w.deal == expected


def test_the_preferans_declaration_asks_only_who():
    # the Sochi rules for four «Объявивший преферанс… закрывает… дописывает на каждого еще по 1000
    # вистов»
    w = build_wizard(SOCHI, P3, "Vera", {"kind": "preferans"})
    assert (w.step, values(w)) == ("declarer", ["Anna", "Boris", "Vera"])
    w = build_wizard(SOCHI, P3, "Vera", {"kind": "preferans", "declarer": "Boris"})
    assert w.complete and w.deal == {"dealer": "Vera", "declarer": "Boris", "contract": "preferans"}
    assert state_from_deal(w.deal, P3) == {"kind": "preferans", "declarer": "Boris"}
    off = SOCHI.with_options({"preferans_declaration": False})
    assert "preferans" not in values(build_wizard(off, P3, "Vera", {}))
    w = build_wizard(off, P3, "Vera", {"kind": "preferans"})
    assert w.step == "kind" and w.errors


def test_talon_cards_with_sochi_four_rules_talon_money_on_a_nine():
    conv = SOCHI.with_options({"talon_money": "tricks"})
    state = {"kind": "game", "declarer": "Anna", "contract": "9H"}
    w = build_wizard(conv, P4, "Gleb", state)
    # the Sochi rules for four: «туз или марьяж… одна взятка… туз и король одной масти — две… два
    # туза — три»
    assert [c.label for c in w.choices] == [
        "no ace, no marriage",
        "an ace — 8 whists",
        "a marriage (K+Q of a suit) — 8 whists",
        "ace and king of a suit — 16 whists",
        "two aces — 24 whists",
    ]
    w = build_wizard(
        conv, P4, "Gleb", {**state, "talon": "marriage", "call1": "pass", "call2": "pass"}
    )
    assert w.step == "back"  # the dealer may still take the whist back
    w = build_wizard(
        conv,
        P4,
        "Gleb",
        {**state, "talon": "marriage", "call1": "pass", "call2": "pass", "back": "none"},
    )
    assert w.deal["talon"] == ["KH", "QH"]
    # no talon step: three players, no talon money, a game without the talon, or misère
    assert build_wizard(conv, P3, "Vera", state).step == "call1"
    assert build_wizard(SOCHI, P4, "Gleb", state).step == "call1"
    going_back = {**state, "talon": "ace", "talon_cards": "AD 8C", "back_to": "talon"}
    w = build_wizard(conv, P4, "Gleb", going_back)
    assert w.step == "talon" and "talon_cards" not in w.state


LENINGRAD = Convention.preset("leningrad")


def test_leningrad_whist_then_pass_the_whister_may_go_for_half_whist():
    # Lesnoy's code 3.8.14 (the gentleman set, «ленинградка»): whist – pass, then the whister may go
    # for half-whist, and the passer may take the whist back
    state = {"kind": "game", "declarer": "Anna", "contract": "7H", "call1": "whist"}
    w = build_wizard(LENINGRAD, P3, "Vera", {**state, "call2": "pass"})
    assert (w.step, values(w)) == ("half_after", ["no", "yes"])
    assert w.prompt == "Boris, alone in the whist"

    half = {**state, "call2": "pass", "half_after": "yes"}
    w = build_wizard(LENINGRAD, P3, "Vera", half)
    assert (w.step, values(w)) == ("back", ["second", "none"])
    w = build_wizard(LENINGRAD, P3, "Vera", {**half, "back": "none"})
    assert w.complete and "tricks" not in w.deal
    assert w.deal["defenders"] == {"Boris": "half", "Vera": "pass"}
    reopened = state_from_deal(w.deal, P3, half_after_whist=True)
    assert reopened == {**half, "back": "none", "talon": "none", "kontra": "none", "open": "closed"}

    # the passer takes the whist back and plays alone (open or closed), tricks follow
    back = {**half, "back": "second", "open": "open", "tricks_0": "7", "tricks_2": "3"}
    w = build_wizard(LENINGRAD, P3, "Vera", back)
    assert w.complete
    assert w.deal["defenders"] == {"Boris": "half", "Vera": "whist-back"}
    assert w.deal["open"] is True and w.deal["tricks"] == {"Anna": 7, "Vera": 3}

    # whisting on: no question asked, the whister plays
    w = build_wizard(LENINGRAD, P3, "Vera", {**state, "call2": "pass", "half_after": "no"})
    assert w.step == "open"


def test_sochi_and_an_eight_ask_no_half_whist_after_a_whist():
    state = {"kind": "game", "declarer": "Anna", "call1": "whist", "call2": "pass"}
    assert build_wizard(SOCHI, P3, "Vera", {**state, "contract": "7H"}).step == "open"
    assert build_wizard(LENINGRAD, P3, "Vera", {**state, "contract": "8H"}).step == "open"
    forged = {**state, "contract": "7H", "half_after": "yes"}
    w = build_wizard(SOCHI, P3, "Vera", forged)  # not Sochi's: the answer is not taken
    assert w.step == "open" and w.state["half_after"] == "no"


def test_a_ten_that_is_only_checked_is_not_whisted_back_by_the_dealer():
    conv = SOCHI.with_options({"ten_whisted": False})
    state = {
        "kind": "game",
        "declarer": "Anna",
        "contract": "10S",
        "call1": "pass",
        "call2": "pass",
    }
    w = build_wizard(conv, P4, "Gleb", state)
    assert w.step != "back" and "dealer" not in values(w)


def test_leningrad_four_players_the_dealer_may_whist_back_after_a_half_whist():
    # the Sochi rules for four: the dealer may take the whist back; Lesnoy's code 3.8.14's
    # half-whist leaves nobody whisting, so he is asked too, and the deal reopens with his
    # whist-back
    state = {"kind": "game", "declarer": "Anna", "contract": "7H", "call1": "whist"}
    half = {**state, "call2": "pass", "half_after": "yes"}
    w = build_wizard(LENINGRAD, P4, "Gleb", half)
    assert (w.step, values(w)) == ("back", ["second", "dealer", "none"])
    dealt = {**half, "back": "dealer", "open": "closed", "tricks_0": "7", "tricks_3": "3"}
    w = build_wizard(LENINGRAD, P4, "Gleb", dealt)
    assert w.deal["defenders"] == {"Boris": "half", "Vera": "pass", "Gleb": "whist-back"}
    reopened = state_from_deal(w.deal, P4, half_after_whist=True)
    assert build_wizard(LENINGRAD, P4, "Gleb", reopened).deal == w.deal


def test_a_first_defenders_half_whist_is_not_read_as_lesnoy_3_8_14_without_the_option():
    deal = {"dealer": "Vera", "declarer": "Anna", "contract": "7H",
            "defenders": {"Boris": "half", "Vera": "pass"}}  # fmt: skip
    assert "half_after" not in state_from_deal(deal, P3)


def test_a_ten_only_checked_asks_no_whisting_only_the_declarers_tricks():
    # ``ten_whisted`` off: the ten is played out by both defenders and counts as made only if
    # made; the record needs the declarer's tricks (a pass – pass used to be saved without them)
    conv = SOCHI.with_options({"ten_whisted": False})
    state = {"kind": "game", "declarer": "Anna", "contract": "10S"}
    w = build_wizard(conv, P3, "Vera", state)
    assert w.step == "save" and [i.name for i in w.inputs] == ["tricks_0"]
    w = build_wizard(conv, P3, "Vera", {**state, "tricks_0": "9"})
    assert w.deal == {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "10S",
        "tricks": {"Anna": 9},
    }
    assert build_wizard(conv, P3, "Vera", state_from_deal(w.deal, P3)).deal == w.deal
