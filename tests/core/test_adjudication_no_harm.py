"""A peek's penalty must not harm the other players (Lesnoy's code 3.9.12), in the core's
``protect_others``: no player who did not offend ends worse off than without the look. Other
penalties are compensated only where their text says so (3.9.14.3, ``out_of_turn_raspasy``);
the table's rule ``offender_may_not_gain`` applies the comparison to every penalty.

The numbers are worked by hand from the Sochi scoring (the Sochi rules for four): 6♠ is worth 2,
a whisted trick 2 whists, each whister answers for 2 of the 4 tricks, a trick short is the
game's value in the mountain; the settlement (docs/scoring.md): pulya into mountain (k = 1),
amnesty, each mountain point 10 whists against the mean.
"""

from fractions import Fraction

from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.penalties.no_harm_words import HOW_EQUAL
from rulings.core.penalties.scored import C_NO_HARM, _shares
from rulings.core.scoring.settlement import settle
from tests.helpers.adjudication import game_record, play_out


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
    (item,) = [i for i in ruling.items if i.rule == "no_harm"]
    assert item.explanation.en == (
        "The penalty of Boris must not harm Vera (Lesnoy's code 3.9.12): without the penalty "
        "trick the balance of Vera would be higher by 13.33 whists, so Vera writes 14 whists on "
        "Boris (13.33, rounded up to a whole whist)."
    )
    assert ruling.rule == "peek"  # the compensation is no irregularity: not in the heading
    assert ruling.citation == "Lesnoy's code 3.9.11.2; 3.9.12"
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


def _two_offenders(defenders, tricks, incidents, **options):
    return adjudicate(
        {
            "players": ["Anna", "Boris", "Vera"],
            "dealer": "Vera",
            "convention": {"preset": "sochi", "options": options},
            "contract": "6S",
            "declarer": "Anna",
            "defenders": defenders,
            "tricks": tricks,
            "incidents": incidents,
        }
    )


def _no_harm(ruling):
    return sorted((e.player, e.on, e.amount) for e in ruling.scored.entries if e.code == "no_harm")


def test_each_offender_compensates_the_harm_his_own_penalty_caused():
    """3.9.12 with two offenders whose penalties harm differently. 6♠, Anna 7, Boris 0, Vera 3,
    both whisting; Anna and Vera each look at trick 2 (3.9.11.2: one trick lost, to nobody).

    Without penalties: Anna +2 pulya, Vera 6 whists on Anna, Boris 2 into the mountain (the
    side has 3 of 4); E = −2, 2, 0 → 0, 4, 2; mean 2: A +20, B −20, V 0; whists: A 14, B −20.
    Anna's lost trick (6, 0, 3) changes nothing for Boris: she still makes 6♠ and the side still
    has 3. Vera's (7, 0, 2) leaves the side 2: Vera writes 4 whists, Boris 4 into the mountain;
    E = −2, 4, 0 → 0, 6, 2; mean 8/3: B −100/3. Boris's loss, 40/3, is Vera's penalty's alone:
    she writes 14 whists on him, Anna nothing (shared equally it was 7 and 7). Anna, better off
    through Vera's penalty, keeps it: each offender bears his own penalty, and 3.9.12 protects
    only the others (the table's rule that gives it back: ``test_adjudication_no_gain.py``)."""
    ruling = _two_offenders(
        {"Boris": "whist", "Vera": "whist"},
        {"Anna": 7, "Boris": 0, "Vera": 3},
        [
            {"type": "peek", "player": "Anna", "trick": 2, "at_trick": 6},
            {"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6},
        ],
    )

    assert _no_harm(ruling) == [("Boris", "Vera", 14)]
    after, before = _balances(ruling)
    assert before["Boris"] == -20
    assert after["Boris"] == Fraction(-100, 3) + 14
    shared = ruling.items[-1]
    assert shared.rule == "no_harm" and "3.9.12" in shared.citation
    assert ruling.rule == "peek; peek"  # the compensation is not an irregularity
    # the card's one sentence: who is protected, what is written and why, with the clause
    assert shared.explanation.en == (
        "The penalties of Anna and Vera must not harm Boris (Lesnoy's code 3.9.12): without them "
        "the balance of Boris would be higher by 13.33 whists; each offender compensates the "
        "harm of his own penalty: Boris writes 14 whists on Vera (13.33, rounded up to a whole "
        "whist)."
    )
    assert shared.steps[0].en == (
        "Boris: the loss of 13.33 (in whists) is compensated offence by offence, each offender "
        "for what his own penalty cost: Anna 0, Vera 13.33"
    )


def test_penalties_that_interact_are_compensated_in_proportion_to_each_ones_cost():
    """Under the table's rule (``offender_may_not_gain``): Boris passes, Vera whists alone:
    Anna 8, Boris 1, Vera 1. Vera had seen the talon (the classic text: a remiz of the buyer's
    game, 2, and her whist counts as a pass) and Boris looks
    at trick 2 (3.9.11.2). Without penalties Anna's balance is 68/3 (Vera short of 4 by 2
    tricks writes 6 into the mountain); with both, 20: a loss of 8/3. Alone Vera's penalty
    would cost her 34/3 (from the 94/3 of Boris's look alone, which adds to Vera's shortfall),
    Boris's nothing: they interact, and the loss goes by what each cost: Vera writes ⌈8/3⌉ = 3
    whists on Anna, Boris nothing. (Vera, then better off than without the penalties, gives
    that back: ``test_adjudication_no_gain.py``.)

    By default the texts decide: Boris's look cost Anna nothing (3.9.12), and the classic text
    gives the buyer nothing for the talon look beyond its remiz: nothing is written."""
    incidents = [
        {"type": "talon_peek", "player": "Vera"},
        {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6},
    ]
    by_texts = _two_offenders(
        {"Boris": "pass", "Vera": "whist"}, {"Anna": 8, "Boris": 1, "Vera": 1}, incidents
    )
    assert _no_harm(by_texts) == []
    ruling = _two_offenders(
        {"Boris": "pass", "Vera": "whist"},
        {"Anna": 8, "Boris": 1, "Vera": 1},
        incidents,
        offender_may_not_gain=True,
    )

    assert ("Anna", "Vera", 3) in _no_harm(ruling)
    assert not [e for e in _no_harm(ruling) if e[:2] == ("Anna", "Boris")]
    (item,) = [i for i in ruling.items if i.rule == "no_harm"]
    assert item.explanation.en.startswith("By the table's rule nobody who did not offend")
    assert "; they interact, so the offenders compensate the difference in proportion" in (
        item.explanation.en
    )
    assert item.explanation.en.endswith(
        "Anna writes 3 whists on Vera (2.67, rounded up to a whole whist)."
    )
    note = item.steps[0]
    assert note.en.startswith("Anna: one by one the penalties would cost Boris 0, Vera 11.33")
    assert "in proportion to what his own penalty cost" in note.en


def test_a_loss_that_no_penalty_causes_alone_is_shared_equally():
    """When neither penalty alone would cost the player anything (each one's balance without
    the other's rulings equals his balance with both) the harm cannot be told apart: the
    offenders share it equally, and the card says why."""
    after = {"Anna": Fraction(10)}
    each = {"Boris": {"Anna": Fraction(10)}, "Vera": {"Anna": Fraction(9)}}
    shares, note, how = _shares("Anna", Fraction(4), ["Boris", "Vera"], each, after)

    assert shares == {"Boris": 2, "Vera": 2}
    assert how == HOW_EQUAL  # the card's sentence: «поровну»
    assert note.en == (
        "Anna: the loss of 4 (in whists) comes from the penalties only together, not from any "
        "one alone, so the offenders share it equally"
    )


def test_a_partner_harmed_by_the_direction_of_a_whisters_cards_is_not_compensated():
    """The classic text: a whister's cards shown early are directed by the declarer («вистующие
    получают право заставить его ходить с той карты» — said of any player), and names no
    compensation for the partner (3.9.12 speaks of a peek's penalty only); under the table's
    rule (``offender_may_not_gain``) the partner is kept whole. 6♠; after trick 1 Boris shows
    his cards; at the table the deal ended Anna 7, Boris 2, Vera 1. Directed by Anna, Boris's
    cards leave the side 2: Anna 8, Boris 2, Vera 0.

    As at the table: Anna +2 pulya, Boris 4 whists, Vera 2, Vera one short (2 into the
    mountain); E = −2, 0, 2 → 0, 2, 4; mean 2: A +20, B 0, V −20; with the whists A 14, B 4,
    V −18. Directed: Boris 4 whists, Vera two short (4 into the mountain); E = −2, 0, 4 → 0, 2,
    6; mean 8/3: A +80/3, B +20/3, V −100/3; A 68/3, B 32/3, V −100/3. Vera loses 46/3 by
    Boris's penalty: under the table's rule she writes ⌈46/3⌉ = 16 whists on him and ends at
    −52/3, not below −18; by the text she ends at −100/3."""
    record = play_out(game_record(), {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC"})
    request = {
        **record,
        "play": record["play"][:3],
        "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
        "incidents": [{"type": "exposed", "player": "Boris", "at_trick": 2}],
    }
    by_text = adjudicate(request)
    assert _no_harm(by_text) == []
    assert settle(by_text.scored.sheet).exact["Vera"] == Fraction(-100, 3)
    house = {"preset": request["convention"], "options": {"offender_may_not_gain": True}}
    ruling = adjudicate({**request, "convention": house})

    assert ruling.rule == "claim_whister"
    assert ruling.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}
    assert _no_harm(ruling) == [("Vera", "Boris", 16)]
    after, before = _balances(ruling)
    assert before == {"Anna": 14, "Boris": 4, "Vera": -18}
    assert after == {"Anna": Fraction(68, 3), "Boris": Fraction(-16, 3), "Vera": Fraction(-52, 3)}
