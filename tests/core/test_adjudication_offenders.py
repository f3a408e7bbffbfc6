"""Several offenders, every player one: each bears exactly his own penalty as its text states
it, the others get only what a text gives them (issue 21).

The numbers are worked by hand from the Sochi scoring (the Sochi rules for four): 6♠ is worth 2,
a whisted trick 2 whists, each whister answers for 2 of the 4 tricks, a trick short is 2 into
the mountain, one remiz of 6♠ is 2; the classic text's renonce rules, Lesnoy's code 3.9.11.2.
"""

from fractions import Fraction

import pytest

from rulings.core.errors import RecordError
from rulings.core.penalties import adjudicator
from rulings.core.penalties.adjudicator import RulingFaultError, adjudicate
from rulings.core.scoring.settlement import settle
from tests.helpers.adjudication import game_record, misere_record, play_out

WHIST_BOTH = {"Boris": "whist", "Vera": "whist"}


def short(defenders, tricks, incidents, contract="6S", **options):
    return {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": {"preset": "sochi", "options": options},
        "contract": contract,
        "declarer": "Anna",
        "defenders": defenders,
        "tricks": tricks,
        "incidents": incidents,
    }


def peek(player):
    return {"type": "peek", "player": player, "trick": 2, "at_trick": 6}


def renonce(player, trick, **more):
    return {"type": "renonce", "player": player, "trick": trick, "won_by": player, **more}


def exact(ruling):
    return settle(ruling.scored.sheet).exact


def entries(ruling, code):
    return sorted((e.player, e.on, e.amount) for e in ruling.scored.entries if e.code == code)


def test_every_player_an_offender_each_bears_his_own_penalty():
    """Anna, Boris and Vera each look at trick 2 (6♠ played 7, 1, 2): each loses one trick,
    to nobody (3.9.11.2): 6, 0, 1. Nobody is left who did not offend, so nothing is
    compensated. Anna makes 6♠: +2 pulya; Boris writes nothing, Vera 1 trick = 2 whists; the
    side has 1 of 4: Boris 2 short (4 into the mountain), Vera 1 (2). E = −2, 4, 2 → 0, 6, 4,
    mean 10/3: A +100/3, B −80/3, V −20/3; whists A −2, V +2: A 94/3, B −80/3, V −14/3."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [
        peek("Anna"), peek("Boris"), peek("Vera")]))  # fmt: skip

    assert ruling.rule == "peek; peek; peek"
    assert ruling.tricks == {"Anna": 6, "Boris": 0, "Vera": 1}
    assert entries(ruling, "no_harm") == []
    assert exact(ruling) == {
        "Anna": Fraction(94, 3),
        "Boris": Fraction(-80, 3),
        "Vera": Fraction(-14, 3),
    }


@pytest.mark.parametrize(
    "incidents",
    [
        [peek("Anna"), peek("Boris"), renonce("Vera", 5)],
        [peek("Anna"), {"type": "talon_peek", "player": "Boris"}, peek("Vera")],
        [renonce("Anna", 3, highest="Boris"), peek("Boris"), renonce("Vera", 5)],
    ],
)
@pytest.mark.parametrize("house", [False, True])
def test_every_player_an_offender_is_ruled_under_either_reading(incidents, house):
    """Every player an offender crashed with an IndexError under the give-back (the fraction
    had nobody to go to): now the shares are written unrounded, and the balances still sum
    to zero."""
    tricks = {"Anna": 7, "Boris": 1, "Vera": 2}
    ruling = adjudicate(short(WHIST_BOTH, tricks, incidents, offender_may_not_gain=house))

    assert sum(exact(ruling).values()) == 0
    if not house:
        assert entries(ruling, "no_harm") == []


def test_a_fault_of_the_arbiter_is_not_blamed_on_the_record(monkeypatch):
    """An internal error is its own class, not a ``RecordError`` («cannot read the record»)."""

    def broken(*_args):
        return [][0]

    monkeypatch.setattr(adjudicator, "rule_peek", broken)
    with pytest.raises(RulingFaultError) as error:
        adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [peek("Anna")]))
    assert not isinstance(error.value, RecordError)
    assert isinstance(error.value.__cause__, IndexError)
    assert "not the record's" in str(error.value)


def test_both_renonce_the_declarers_trick_goes_to_the_highest_whister_without_its_cards():
    """The classic text: «Ренонсные взятки присуждаются тому игроку, чьи верно сыгранные карты
    оказались старше». Anna's renonce took trick 3 (Boris's card of the led suit highest),
    Vera's took trick 5; cards not given. Trick 3 goes to Boris: 6, 2, 2 (it was dropped when
    Vera revoked too). «Играющий и вистующий ставят по одному ремизу за каждый сделанный ими
    ренонс и платят пополам по расчету другому вистующему»: Anna and Vera 2 each into the
    mountain; Boris's 2 tricks are 4 whists, 2 on each; the game is not written."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [
        renonce("Anna", 3, highest="Boris"), renonce("Vera", 5)]))  # fmt: skip

    assert ruling.rule == "renonce_both"
    assert ruling.tricks == {"Anna": 6, "Boris": 2, "Vera": 2}
    assert entries(ruling, "renonce_remiz") == [("Anna", None, 2), ("Vera", None, 2)]
    assert entries(ruling, "renonce_both_whists") == [("Boris", "Anna", 2), ("Boris", "Vera", 2)]
    assert not entries(ruling, "game_made")


def test_the_misere_renonce_is_the_texts_whole_result_the_other_defender_gets_nothing():
    """«играющий списывает с игры как бы за сыгранный мизер, а провинившийся ставит должную
    курочку за каждую взятку»: Boris's renonce (Anna took 7); the misère is written as made,
    Boris writes 7 × 10 = 70 up. Vera, the other defender, is not paid for the misère being
    credited (she was, 34 whists, against the deal without the renonce)."""
    ruling = adjudicate(play_out(misere_record(), {(1, "Boris"): "8C"}))

    assert ruling.rule == "renonce_misere"
    assert entries(ruling, "renonce_misere") == [("Boris", None, 70)]
    assert entries(ruling, "no_harm") == []
    assert ruling.scored.json["balance"] == {"Anna": 300, "Boris": -500, "Vera": 200}


def test_two_renonces_the_other_whister_is_not_compared_with_the_deal_without_them():
    """6♠ played out: Vera discards 7♣ on the A♦ lead holding diamonds, Anna revokes at trick
    5. The text settles it: 7, 3, 0; Anna and Vera 2 each up, Boris's 3 tricks = 6 whists, 3 on
    each; no «without the renonces» balance on top (Vera gave 11 back to Anna before)."""
    record = play_out(game_record(), {
        (1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC", (4, "Anna"): "7H",
        (5, "Boris"): "AH", (5, "Anna"): "10S", (1, "Vera"): "7C"})  # fmt: skip
    ruling = adjudicate(record)

    assert ruling.rule == "renonce_both"
    assert entries(ruling, "renonce_both_whists") == [("Boris", "Anna", 3), ("Boris", "Vera", 3)]
    assert entries(ruling, "no_harm") == []
    assert ruling.scored.json["balance"] == {"Anna": -9, "Boris": 19, "Vera": -10}
