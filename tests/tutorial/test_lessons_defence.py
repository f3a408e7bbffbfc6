"""The defenders' choice in discard and contract levels (issue 20): each defender whists when
his own sure tricks make his half of the obligation; a weak second one half-whists after a
pass where the table allows it."""

from rulings.core import PRESETS, WhistCall, parse_contract
from tutorial.lessons.defence import calls_on, calls_text, strong
from tutorial.lessons.kinds.common import hand

SOCHI = PRESETS["sochi"]
SIX, EIGHT = parse_contract("6S"), parse_contract("8S")
TWO_ACES = hand("AC AD 7H 8H 9H 7C 8C 9C 10C 7D")  # two sure tricks
ONE_ACE = hand("AC 8D 7H 8H 9H 7C 8C 9C 10C 7D")  # one


def said(calls):
    return [call for _, call in calls]


def test_two_sure_tricks_make_half_of_a_six_and_one_does_not():
    # Sochi: two whisters owe four tricks on a six, two on a seven, one on an eight
    assert strong(SOCHI, SIX, TWO_ACES) and not strong(SOCHI, SIX, ONE_ACE)
    assert strong(SOCHI, EIGHT, ONE_ACE)


def test_the_calls_follow_each_defenders_own_cards():
    assert said(calls_on(SOCHI, SIX, TWO_ACES, ONE_ACE)) == [WhistCall.WHIST, WhistCall.PASS]
    assert said(calls_on(SOCHI, SIX, ONE_ACE, TWO_ACES)) == [WhistCall.PASS, WhistCall.WHIST]
    assert said(calls_on(SOCHI, SIX, TWO_ACES, TWO_ACES)) == [WhistCall.WHIST] * 2
    # both weak: the second takes the half-whist the Sochi rules allow on a six
    assert said(calls_on(SOCHI, SIX, ONE_ACE, ONE_ACE)) == [WhistCall.PASS, WhistCall.HALF]
    # on an eight one ace is a whister's half of the one trick owed
    assert said(calls_on(SOCHI, EIGHT, ONE_ACE, ONE_ACE)) == [WhistCall.WHIST] * 2


def test_the_calls_are_said_as_at_souths_table():
    text = calls_text(calls_on(SOCHI, SIX, TWO_ACES, ONE_ACE))
    assert text.get("ru") == "Запад — вист, Восток — пас"
