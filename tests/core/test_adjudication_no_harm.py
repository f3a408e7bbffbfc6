"""A penalty must not harm the other players (Lesnoy's code 3.9.12), stated once in the core
(``protect_others``) and applied to every penalty: no non-offender ends worse off than without
the penalty, the offender never better.

The numbers are worked by hand from the Sochi scoring (the Sochi rules for four): 6♠ is worth 2,
a whisted trick 2 whists, each whister answers for 2 of the 4 tricks, a trick short is the
game's value in the mountain; the settlement (docs/scoring.md): pulya into mountain (k = 1),
amnesty, each mountain point 10 whists against the mean.
"""

from fractions import Fraction

from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.penalties.ruling import C_NO_HARM
from rulings.core.scoring.settlement import settle


def _peek(defenders, tricks, player="Boris"):
    return {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": defenders,
        "tricks": tricks,
        "incidents": [{"type": "peek", "player": player, "trick": 2, "at_trick": 6}],
    }


def _balances(ruling):
    return settle(ruling.scored.sheet).exact, settle(ruling.without_offence.sheet).exact


def test_a_whister_who_peeks_pays_his_partners_shortfall_himself():
    """Boris 3, Vera 1 tricks whisting 6♠; Boris looks at trick 2 and loses one (3.9.11.2).

    As played: Anna +2 pulya, Boris writes 6 whists, Vera 2. Settlement: E = A −2, B 0, V 0;
    amnesty −2 → 0, 2, 2; mean 4/3; mountain whists A +40/3, B −20/3, V −20/3; with the whists
    A 16/3, B −2/3, V −14/3.
    With the lost trick alone the side has 3 of 4 and Vera, with 1 of her 2, writes 2 into the
    mountain: E = −2, 0, 2 → 0, 2, 4; mean 2; A +20, B 0, V −20; whists A −6, B +4, V +2 →
    A 14, B 4, V −18. Vera would pay 40/3 for Boris's penalty and Boris would gain 14/3.
    3.9.12: Vera writes 40/3 whists on Boris, rounded up to a whole whist for the pulya: 14;
    she ends at −18 + 14 = −4 (not below her −14/3), Boris at 4 − 14 = −10, below his −2/3."""
    ruling = adjudicate(
        _peek({"Boris": "whist", "Vera": "whist"}, {"Anna": 6, "Boris": 3, "Vera": 1})
    )

    (entry,) = [e for e in ruling.scored.entries if e.code == "no_harm"]
    assert (entry.player, entry.on, entry.amount) == ("Vera", "Boris", 14)
    assert entry.rule == C_NO_HARM.text and "3.9.12" in entry.rule
    after, before = _balances(ruling)
    assert before == {"Anna": Fraction(16, 3), "Boris": Fraction(-2, 3), "Vera": Fraction(-14, 3)}
    assert after == {"Anna": 14, "Boris": -10, "Vera": -4}


def test_a_passer_who_peeks_in_closed_whist_does_not_make_the_whister_pay():
    """Closed whist, Boris passes and Vera whists alone: she writes the whists for the side's
    tricks and answers for all 4. Boris 2, Vera 2 as played: Vera 8 whists; mountain whists
    A +40/3, B −20/3, V −20/3 → A 16/3, B −20/3, V 4/3. Boris looks at trick 2: the side has 3,
    Vera writes 6 whists and 2 into the mountain: E = −2, 0, 2 → 0, 2, 4, mean 2 → A +20, B 0,
    V −20; with the whists A 14, B 0, V −14. The whister would lose 4/3 + 14 = 46/3 for the
    passer's look: she writes 16 whists on Boris (46/3 rounded up to a whole whist) and ends at
    −14 + 16 = 2, not below her 4/3; Boris at −16."""
    ruling = adjudicate(
        _peek({"Boris": "pass", "Vera": "whist"}, {"Anna": 6, "Boris": 2, "Vera": 2})
    )

    (entry,) = [e for e in ruling.scored.entries if e.code == "no_harm"]
    assert (entry.player, entry.on, entry.amount) == ("Vera", "Boris", 16)
    after, before = _balances(ruling)
    assert after["Vera"] == 2 and before["Vera"] == Fraction(4, 3)
    assert after["Boris"] == -16 < before["Boris"] == Fraction(-20, 3)


def test_a_penalty_that_harms_nobody_writes_nothing_more():
    """Boris 2, Vera 2 whisting: Boris loses a trick and is himself the one short (1 of his 2),
    so the mountain entry is his; Vera and Anna are not worse off: no compensation."""
    ruling = adjudicate(
        _peek({"Boris": "whist", "Vera": "whist"}, {"Anna": 6, "Boris": 2, "Vera": 2})
    )

    assert not [e for e in ruling.scored.entries if e.code == "no_harm"]
    after, before = _balances(ruling)
    assert after["Vera"] >= before["Vera"] and after["Anna"] >= before["Anna"]
    assert after["Boris"] < before["Boris"]


def test_a_peek_by_anyone_in_any_whisting_keeps_the_non_offenders_whole():
    """Whoever looks (declarer, whister, passer), whatever the whisting and the tricks: every
    non-offender ends at least where the deal without the penalty leaves him, the offender
    never above it."""
    requests = [
        _peek(d, t, who)
        for d in (
            {"Boris": "whist", "Vera": "whist"},
            {"Boris": "whist", "Vera": "pass"},
            {"Boris": "pass", "Vera": "whist"},
        )
        for t in (
            {"Anna": 6, "Boris": 3, "Vera": 1},
            {"Anna": 6, "Boris": 1, "Vera": 3},
            {"Anna": 7, "Boris": 2, "Vera": 1},
        )
        for who in ("Boris", "Vera", "Anna")
    ]
    for request in requests:
        ruling = adjudicate(request)
        after, before = _balances(ruling)
        offender = request["incidents"][0]["player"]
        for player in after:
            if player != offender:
                assert after[player] >= before[player], (request, player)
        assert after[offender] <= before[offender], request


def test_the_compensation_can_be_written_into_the_pulya():
    """The pulya takes whole numbers: the compensation is a whole number of whists."""
    ruling = adjudicate(
        _peek({"Boris": "whist", "Vera": "whist"}, {"Anna": 6, "Boris": 3, "Vera": 1})
    )
    assert all(isinstance(e.amount, int) for e in ruling.scored.entries if e.code == "no_harm")
