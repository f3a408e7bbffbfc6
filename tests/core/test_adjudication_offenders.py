"""Several offenders, every player one: each bears exactly his own penalty as its text states
it, the others get only what a text gives them (issue 21).

The numbers are worked by hand from the Sochi scoring (the Sochi rules for four): 6♠ is worth 2,
a whisted trick 2 whists, each whister answers for 2 of the 4 tricks, a trick short is 2 into
the mountain, one remiz of 6♠ is 2; the classic text's renonce rules, Lesnoy's code 3.9.11.2.
"""

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rulings.core.errors import RecordError
from rulings.core.penalties import adjudicator
from rulings.core.penalties.adjudicator import RulingFaultError, adjudicate
from rulings.core.scoring.settlement import settle
from tests.helpers.adjudication import game_record, misere_record, play_out
from tests.helpers.profiles import examples

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


def test_both_renonce_the_whisters_trick_goes_to_the_highest_correct_card_when_named():
    """The same text, the other way: Vera's renonce won trick 5, and Anna's correctly played
    card was the highest of the others: the trick is Anna's. 7 − 1 (trick 3 to Boris) + 1 =
    7, Boris 2, Vera 2 − 1 = 1; the remizes and the halves for Boris's 2 tricks as above."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [
        renonce("Anna", 3, highest="Boris"), renonce("Vera", 5, highest="Anna")]))  # fmt: skip

    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}
    assert entries(ruling, "renonce_both_whists") == [("Boris", "Anna", 2), ("Boris", "Vera", 2)]
    steps = [s.en for s in ruling.items[0].steps]
    assert "trick 5 goes to Anna, whose correctly played card is highest" in steps


def test_both_renonce_a_whisters_trick_unnamed_stays_and_the_card_says_what_to_name():
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [
        renonce("Anna", 3, highest="Boris"), renonce("Vera", 5)]))  # fmt: skip

    steps = [s.en for s in ruling.items[0].steps]
    assert any(s.startswith("trick 5 stays with Vera: the cards are not known") for s in steps)


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


def test_two_renonces_a_remiz_per_renonce_and_the_short_whister_writes_no_remiz():
    """«Играющий и вистующий ставят по одному ремизу за каждый сделанный ими ренонс и платят
    пополам по расчету другому вистующему за выигранные взятки». Anna revokes once (trick 3,
    Vera's card highest), Vera twice (tricks 5 and 6, tricks she took stand without their
    cards). Played 8, 1, 1: trick 3 goes to Vera (7, 1, 2). Anna one remiz (2), Vera two (4);
    Boris, short of his 2, writes nothing into the mountain and is paid for his 1 trick: 2
    whists, 1 from each. Anna made 6♠ all the same: the game is not written."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 8, "Boris": 1, "Vera": 1}, [
        renonce("Anna", 3, highest="Vera"), renonce("Vera", 5), renonce("Vera", 6)]))  # fmt: skip

    assert ruling.tricks == {"Anna": 7, "Boris": 1, "Vera": 2}
    assert entries(ruling, "renonce_remiz") == [("Anna", None, 2), ("Vera", None, 4)]
    assert entries(ruling, "renonce_both_whists") == [("Boris", "Anna", 1), ("Boris", "Vera", 1)]
    assert ruling.scored.sheet.mountain == {"Anna": 2, "Boris": 0, "Vera": 4}
    assert not entries(ruling, "game_made") and not entries(ruling, "whist_shortfall")


def test_two_renonces_the_other_whister_with_no_trick_writes_no_remiz_and_is_paid_nothing():
    """«И если этот вистующий не выиграл ни одной взятки, то он ремиза не ставит»: Boris took
    none (Anna's renonce trick goes to Vera, whose card was highest): nothing to him, nothing
    on him; only the two remizes."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 8, "Boris": 0, "Vera": 2}, [
        renonce("Anna", 3, highest="Vera"), renonce("Vera", 5)]))  # fmt: skip

    assert ruling.tricks == {"Anna": 7, "Boris": 0, "Vera": 3}
    assert entries(ruling, "renonce_both_whists") == []
    assert [(e.code, e.player) for e in ruling.scored.entries] == [
        ("renonce_remiz", "Anna"),
        ("renonce_remiz", "Vera"),
    ]


def test_two_renonces_a_defender_who_passed_is_not_paid():
    """«платят… другому вистующему»: the other defender passed (Vera whists alone, closed): he
    is no whister and is paid nothing for the tricks he took (1)."""
    ruling = adjudicate(short({"Boris": "pass", "Vera": "whist"}, {"Anna": 8, "Boris": 1,
        "Vera": 1}, [renonce("Anna", 3, highest="Vera"), renonce("Vera", 5)]))  # fmt: skip

    assert ruling.rule == "renonce_both"
    assert entries(ruling, "renonce_both_whists") == []


def test_a_peek_and_a_whisters_renonce_each_bears_his_own():
    """6♠ played 5, 3, 2; Boris's renonce took trick 4 (the classic text: the trick goes to
    Anna, who is credited with the game, and Boris «ставит по одному ремизу за каждый ренонс и
    за недобранные взятки»: a remiz, 2) and Vera looks at trick 2 (3.9.11.2: one of her tricks
    goes to nobody): 6, 2, 1. Without Vera's look the side has its 4: nothing short for Boris
    to take over. The one trick Vera is short is her own look's: she writes it, 2 into the
    mountain, and Boris's penalty is what it is alone. Anna makes 6♠ either way: no
    compensation."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 5, "Boris": 3, "Vera": 2}, [
        renonce("Boris", 4), peek("Vera")]))  # fmt: skip

    assert ruling.rule == "renonce_whister; peek"
    assert ruling.tricks == {"Anna": 6, "Boris": 2, "Vera": 1}
    assert entries(ruling, "renonce_remiz") == [("Boris", None, 2)]
    assert entries(ruling, "renonce_whister_moved") == []
    assert ruling.scored.sheet.mountain == {"Anna": 0, "Boris": 2, "Vera": 2}
    assert entries(ruling, "no_harm") == []
    alone = adjudicate(short(WHIST_BOTH, {"Anna": 5, "Boris": 3, "Vera": 2}, [renonce("Boris", 4)]))
    assert alone.scored.sheet.mountain == {"Anna": 0, "Boris": 2, "Vera": 0}


def test_a_renonce_and_a_card_out_of_turn_on_raspasy_each_bears_his_own():
    """The Rostov example (3.9.14.3: Vera's card out of turn at trick 4, she takes the rest;
    Anna shows the play without it would give her 2 of 10 and +40 instead of −10) with Anna's
    own renonce at trick 2 (the classic text «ставит наверх по 10»; a six's remiz, 2, on this
    sheet). Anna's renonce stays hers: Vera compensates the damage of her card only, 50 (as
    without the renonce), not the renonce's cost too. Balances: Anna −10 + 50 − 2 × 20/3,
    Boris 45 + 20/3, Vera −85 + 20/3."""
    from tests.core.test_adjudication_out_of_turn import ANNA_LINE, rostov_example

    request = rostov_example(complainant="Anna", line=ANNA_LINE)
    request["incidents"].append({"type": "renonce", "player": "Anna", "trick": 2, "won_by": "Anna"})
    ruling = adjudicate(request)

    assert ruling.rule == "renonce_raspasy; out_of_turn_raspasy"
    assert entries(ruling, "renonce_raspasy") == [("Anna", None, 2)]
    assert entries(ruling, "out_of_turn_damage") == [("Anna", "Vera", 50)]
    damage = next(e for e in ruling.scored.entries if e.code == "out_of_turn_damage")
    assert "целиком компенсирован нарушителем" in damage.rule
    assert exact(ruling) == {
        "Anna": Fraction(80, 3),
        "Boris": Fraction(155, 3),
        "Vera": Fraction(-235, 3),
    }


PENALTY_CODES = {"renonce_remiz", "talon_peek"}  # written on the offender by his own text


@st.composite
def offences(draw):
    """6♠–8♠ on the Sochi sheet, any whisting, one to three offences by anyone: a look at an
    old trick, the talon seen, a whister's renonce (the trick he took with it)."""
    contract = draw(st.sampled_from(["6S", "7S", "8S"]))
    anna = draw(st.integers(3, 10))
    boris = draw(st.integers(0, 10 - anna))
    tricks = {"Anna": anna, "Boris": boris, "Vera": 10 - anna - boris}
    defenders = draw(st.sampled_from([WHIST_BOTH, {"Boris": "whist", "Vera": "pass"},
                                      {"Boris": "pass", "Vera": "whist"}]))  # fmt: skip
    kinds = [
        *(peek(p) for p in ("Anna", "Boris", "Vera")),
        *({"type": "talon_peek", "player": p} for p in ("Boris", "Vera")),
        *(renonce(p, 4) for p in ("Boris", "Vera") if tricks[p]),
    ]
    chosen = draw(st.lists(st.sampled_from(kinds), min_size=1, max_size=3, unique_by=str))
    return short(defenders, tricks, chosen, contract)


def own(ruling, player):
    return sorted(
        (e.code, e.amount) for e in ruling.scored.entries
        if e.player == player and e.code in PENALTY_CODES
    )  # fmt: skip


@settings(max_examples=examples(120), suppress_health_check=[HealthCheck.filter_too_much])
@given(offences())
def test_each_offender_bears_his_own_penalty_and_only_a_look_is_compensated(request):
    """Each offender's own penalty is what it is alone (the same entries as the deal ruled with
    his incidents only); only players who did not offend are compensated, by those who looked
    (3.9.12): never below the deal without the looks, and when compensated, less than a whole
    whist per payer above it; without a look nobody is compensated."""
    try:
        ruling = adjudicate(request)
    except RecordError:
        assume(False)  # a combination the rules refuse, said in the message
    incidents = request["incidents"]
    offenders = {i["player"] for i in incidents}
    for player in offenders:
        alone = adjudicate(
            {**request, "incidents": [i for i in incidents if i["player"] == player]}
        )
        assert own(ruling, player) == own(alone, player)
    paid = [(e.player, e.on, e.amount) for e in ruling.scored.entries if e.code == "no_harm"]
    lookers = {i["player"] for i in incidents if i["type"] == "peek"}
    assert all(to not in offenders and by in lookers for to, by, _ in paid)
    if not lookers:
        assert paid == []
        return
    without = adjudicate({**request, "incidents": [i for i in incidents if i["type"] != "peek"]})
    for player in set(request["players"]) - offenders:
        gap = exact(ruling)[player] - settle(without.scored.sheet).exact[player]
        assert gap >= 0  # a look may leave him better off: nothing takes that back
        if any(to == player for to, _by, _ in paid):  # made whole, up to whole whists
            assert gap < len(lookers)


def test_a_whisters_two_renonces_two_remizes():
    """«проштрафившийся игрок ставит по одному ремизу за каждый ренонс и за недобранные
    взятки»: Vera revokes at tricks 4 and 5, taking both (played 5, 2, 3): they go to Anna
    (7, 2, 1). Two remizes, 2 × 2 = 4, and her trick short, 2: 6 into the mountain."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 5, "Boris": 2, "Vera": 3}, [
        renonce("Vera", 4), renonce("Vera", 5)]))  # fmt: skip

    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}
    assert entries(ruling, "renonce_remiz") == [("Vera", None, 4)]
    assert ruling.scored.sheet.mountain == {"Anna": 0, "Boris": 0, "Vera": 6}


def test_a_look_after_the_talon_seen_is_still_compensated():
    """Vera saw the talon (the classic text: a remiz of 6♠, 2, and her whist counts as a pass)
    and looked at trick 2 (3.9.11.2): 3, 0, 7 becomes 3, 0, 6. Boris, who did not offend, is
    paid for 2 tricks fewer of the side (14 → 12 whists): her look cost him 2 whists, and she
    writes them on him (3.9.12), though she had offended before."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 3, "Boris": 0, "Vera": 7}, [
        {"type": "talon_peek", "player": "Vera"}, peek("Vera")]))  # fmt: skip

    assert entries(ruling, "no_harm") == [("Boris", "Vera", 2)]


def test_a_clause_whose_condition_failed_writes_nothing_and_says_so():
    """«Если один из вистующих сделает ренонс, а играющий мизер обремизится…»: Anna took no
    trick, the misère did not fail: nothing is written for the renonce, and the card does not
    say «writes 0». 3.9.11.2 «лишается одной своей взятки»: Boris, who looks, has none."""
    revoked = {"type": "renonce", "player": "Boris", "trick": 2, "won_by": "Vera"}
    misere = adjudicate(short(WHIST_BOTH, {"Anna": 0, "Boris": 5, "Vera": 5}, [revoked], "misere"))
    (item,) = misere.items
    assert "nothing more is written" in item.explanation.en
    assert not [s for s in item.steps if "writes 0" in s.en]
    assert entries(misere, "renonce_misere") == []

    looked = adjudicate(short(WHIST_BOTH, {"Anna": 8, "Boris": 0, "Vera": 2}, [peek("Boris")]))
    (item,) = looked.items
    assert "nothing is written" in item.explanation.en
    assert "taken off" not in item.explanation.en
    assert looked.tricks == {"Anna": 8, "Boris": 0, "Vera": 2}


def test_every_player_an_offender_the_other_whister_who_looked_is_paid_for_what_he_keeps():
    """The classic text on renonces by both sides: «платят пополам по расчету другому
    вистующему за выигранные взятки»; 3.9.11.2: the one who looks «лишается одной своей
    взятки». 6♠ played 7, 1, 2; Anna's renonce took trick 3 (Boris's card highest: it goes to
    him), Boris's took trick 5 (it stands): 6, 2, 2. Vera, the other whister, looks at trick 2:
    6, 2, 1. She is paid for the 1 trick she keeps, 2 whists (6♠: 2 a trick), 1 from each
    side at fault, not for the 2 she had (2 from each, as without her look)."""
    both = [renonce("Anna", 3, highest="Boris"), renonce("Boris", 5)]
    ruling = adjudicate(
        short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [*both, peek("Vera")])
    )
    alone = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, both))

    assert ruling.rule == "renonce_both; peek"
    assert ruling.tricks == {"Anna": 6, "Boris": 2, "Vera": 1}
    assert entries(ruling, "renonce_both_whists") == [("Vera", "Anna", 1), ("Vera", "Boris", 1)]
    assert entries(alone, "renonce_both_whists") == [("Vera", "Anna", 2), ("Vera", "Boris", 2)]
    assert entries(ruling, "renonce_remiz") == [("Anna", None, 2), ("Boris", None, 2)]
    steps = [s.en for s in ruling.items[0].steps]
    assert "Vera is paid for the tricks taken (1): 2 whists, half by each side at fault" in steps


def test_a_whisters_renonce_and_the_declarers_look_the_game_stays_credited():
    """The classic text on a whister's renonce: «играющий, даже если он не взял заказанное
    количество взяток, списывает с игры… и не ставит ремиза»; 3.9.11.2: Anna, who looks,
    «лишается одной своей взятки». 6♠ played 6, 2, 2; Boris's renonce at trick 4 was won by
    Anna (it stays); Anna looks at trick 2: 5, 2, 2. Both to the letter: the game is credited
    (6♠ made, 2 into the pulya), no remiz for Anna and no consolation for the whisters; they
    are paid for their own tricks, 2 × 2 = 4 whists each, and Boris writes his remiz, 2."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 6, "Boris": 2, "Vera": 2}, [
        renonce("Boris", 4, won_by="Anna"), peek("Anna")]))  # fmt: skip

    assert ruling.tricks == {"Anna": 5, "Boris": 2, "Vera": 2}
    assert ruling.credited == {"Anna": 6}
    assert entries(ruling, "game_made") == [("Anna", None, 2)]
    assert entries(ruling, "declarer_undertricks") == [] and entries(ruling, "consolation") == []
    assert entries(ruling, "whist_tricks") == [("Boris", "Anna", 4), ("Vera", "Anna", 4)]
    assert entries(ruling, "renonce_remiz") == [("Boris", None, 2)]
    steps = [s.en for s in ruling.items[0].steps]
    assert any("is credited with the game" in s for s in steps)
    assert any("both texts to the letter" in s for s in steps)


def test_one_incident_entered_twice_is_refused_naming_both():
    """3.9.11.2 takes one trick for one look: «Boris, trick 2, during 6» entered twice would
    take two (7, 1, 2 → Boris −1 twice). The record is refused, naming incidents 1 and 2; the
    same look once is ruled (Boris 1 → 0), and two different looks are two incidents."""
    with pytest.raises(RecordError) as error:
        adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [
            peek("Boris"), peek("Vera"), peek("Boris")]))  # fmt: skip
    ((field, message),) = error.value.problems
    assert field == "incidents[2]"
    assert message.startswith("incidents 1 and 3 of the list are one incident entered twice")
    once = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 1, "Vera": 2}, [peek("Boris")]))
    assert once.tricks == {"Anna": 7, "Boris": 0, "Vera": 2}
    later = {**peek("Boris"), "at_trick": 7}
    two = adjudicate(short(WHIST_BOTH, {"Anna": 7, "Boris": 2, "Vera": 1}, [peek("Boris"), later]))
    assert two.tricks == {"Anna": 7, "Boris": 0, "Vera": 1}


def test_a_whister_who_revokes_and_looks_bears_both_penalties_in_either_order_of_the_shortfall():
    """6♠ played 6, 3, 1; Boris's renonce took trick 4 and he looks at trick 2. The renonce
    alone: trick 4 to Anna (7, 2, 1), a remiz (2), and the side's trick short is the
    renonce's: Vera's 2 into the mountain moved to Boris («ставит по одному ремизу за каждый
    ренонс и за недобранные взятки»). The look alone on top: one of Boris's tricks to nobody
    (3.9.11.2): 2 → 1, a trick short of his own 2 (2 more). Boris 2 + 2 + 2 = 6, Vera 0:
    neither penalty is computed on the other's tricks twice nor lost."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 6, "Boris": 3, "Vera": 1}, [
        renonce("Boris", 4), peek("Boris")]))  # fmt: skip

    assert ruling.tricks == {"Anna": 7, "Boris": 1, "Vera": 1}
    assert ruling.scored.sheet.mountain == {"Anna": 0, "Boris": 6, "Vera": 0}
    assert entries(ruling, "renonce_remiz") == [("Boris", None, 2)]
    assert entries(ruling, "renonce_whister_moved") == [("Boris", None, 2)]


def test_two_looks_that_set_the_declarer_write_no_whisters_shortfall():
    """6♠ played 6, 2, 2; Anna looks (6 → 5, set by one) and Boris looks (2 → 1); both
    penalty tricks go to nobody (3.9.11.2). The side holds 3 of its 4, but a whister's
    shortfall is written only on a game made: the declarer set, Boris is paid for the trick he
    keeps (2 whists) and his consolation (2), nothing into the mountain, as a whister of a set
    declarer with one trick is."""
    ruling = adjudicate(short(WHIST_BOTH, {"Anna": 6, "Boris": 2, "Vera": 2}, [
        peek("Anna"), {**peek("Boris"), "trick": 3, "at_trick": 7}]))  # fmt: skip

    assert ruling.tricks == {"Anna": 5, "Boris": 1, "Vera": 2}
    assert entries(ruling, "whist_shortfall") == []
    assert entries(ruling, "whist_tricks") == [("Boris", "Anna", 2), ("Vera", "Anna", 4)]
    assert entries(ruling, "consolation") == [("Boris", "Anna", 2), ("Vera", "Anna", 2)]
    assert ruling.scored.sheet.mountain == {"Anna": 2, "Boris": 0, "Vera": 0}
