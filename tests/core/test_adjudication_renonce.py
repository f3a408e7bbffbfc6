"""Renonce rulings (the classic text, 000_0c8de697dd0771dd.txt, «ренонс»), on real deals.

The deals and their plays are in ``adjudication_helpers``; each test reads the tricks the play
gives and checks what the ruling changes and writes.
"""

import pytest

from rulings.core.errors import RecordError
from rulings.core.penalties.adjudicator import adjudicate
from tests.helpers.adjudication import game_record, misere_record, play_out, raspasy_record

# Declarer's renonce: trick 5, Boris leads A♥, Vera J♥, Anna (holding 8♥) trumps with 10♠.
DECLARER_RENONCE = {
    (1, "Anna"): "AD",
    (2, "Anna"): "AC",
    (3, "Anna"): "KC",
    (4, "Anna"): "7H",
    (5, "Boris"): "AH",
    (5, "Anna"): "10S",
}


def entries(ruling, code):
    return [e for e in ruling.scored.entries if e.code == code]


def test_declarer_renonce_trick_goes_to_the_highest_whister_and_he_carries_the_remiz():
    """the classic text: «При ренонсе, допущенном играющим, взятка переходит к тому вистующему, чья
    карта является старшей в требуемой масти… Если вистующие, вследствие допущенного нарушения,
    остались без одной (или более) взятки, то они ремиз в этом случае не ставят, а весь ремиз
    ставит играющий». The condition is the shortfall the renonce caused: by default only that
    moves, and the trick given back makes it good; a shortfall left is the whisters' own."""
    record = play_out(game_record(), DECLARER_RENONCE)
    ruling = adjudicate(record)

    assert ruling.facts.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}
    assert ruling.rule == "renonce_declarer"
    assert "the classic text" in ruling.citation
    # trick 5 (A♥ J♥ 10♠) goes to Boris, whose A♥ is the highest heart
    assert ruling.tricks == {"Anna": 7, "Boris": 3, "Vera": 0}
    # Anna still makes 6♠ (pulya 2); Boris writes 3 × 2 whists
    assert [e.amount for e in entries(ruling, "game_made")] == [2]
    assert [(e.player, e.amount) for e in entries(ruling, "whist_tricks")] == [("Boris", 6)]
    # the side had 2 of 4: the renonce cost one, given back; Vera's one short (2) is hers:
    # had Anna followed with 8♥, Boris's A♥ wins and Anna's five trumps take the rest (the
    # whisters 2, by best play); with the trick given back they have 3
    assert not entries(ruling, "renonce_declarer_cancelled")
    reading = ruling.items[0].steps[-1].en
    assert "would have taken 2 tricks had the declarer followed suit at trick 5" in reading
    assert "take 3 after the renonce" in reading and "cost them nothing more" in reading
    assert ruling.scored.sheet.mountain == {"Anna": 0, "Boris": 0, "Vera": 2}
    # next to it, the deal as played: Boris 2 tricks, Vera short by 2 (4 into the mountain)
    assert ruling.without_offence.sheet.mountain == {"Anna": 0, "Boris": 0, "Vera": 4}


# A declarer's renonce that cost the whisters more than its trick (found by a search of random
# deals; the solver, rulings/core/solver, plays both lines). Vera deals, Anna plays 6♠ (the
# talon K♣ 8♣ discarded):
#   Anna:  ♠ K Q J 9 7   ♣ 9        ♦ K J 8     ♥ Q
#   Boris: ♠ 10 8        ♣ A 7      ♦ A Q       ♥ A K 9 8
#   Vera:  ♠ A           ♣ Q J 10   ♦ 10 9 7    ♥ J 10 7
# Trick 2: Vera leads 7♦, Anna (holding K♦ J♦ 8♦) trumps with 9♠, Boris Q♦; Anna keeps the lead.
COSTLY_HANDS = {
    "Anna": "KS QS JS 9S 7S 9C KD JD 8D QH",
    "Boris": "10S 8S AC 7C AD QD AH KH 9H 8H",
    "Vera": "AS QC JC 10C 10D 9D 7D JH 10H 7H",
}
COSTLY_PLAY = [
    ["Anna", "7S"], ["Boris", "8S"], ["Vera", "AS"],
    ["Vera", "7D"], ["Anna", "9S"], ["Boris", "QD"],
    ["Anna", "9C"], ["Boris", "AC"], ["Vera", "JC"],
    ["Boris", "7C"], ["Vera", "QC"], ["Anna", "KS"],
    ["Anna", "QS"], ["Boris", "10S"], ["Vera", "9D"],
    ["Anna", "JS"], ["Boris", "AD"], ["Vera", "10C"],
    ["Anna", "KD"], ["Boris", "9H"], ["Vera", "10D"],
    ["Anna", "8D"], ["Boris", "AH"], ["Vera", "7H"],
    ["Anna", "QH"], ["Boris", "8H"], ["Vera", "JH"],
    ["Anna", "JD"], ["Boris", "KH"], ["Vera", "10H"],
]  # fmt: skip


def test_declarer_renonce_that_cost_the_whisters_tricks_makes_their_shortfall_his():
    """«Если вистующие, вследствие допущенного нарушения, остались без одной (или более)
    взятки, то они ремиз в этом случае не ставят, а весь ремиз ставит играющий». As played Anna
    8, Boris 1, Vera 1; trick 2 goes back to Boris (Q♦ the highest diamond): Anna 7, Boris 2,
    Vera 1, the side one short of its 4 (Vera 1 of her 2: 2 into the mountain). Had Anna
    followed suit the whisters, with best play on both sides, would have taken 6; from trick 3
    as it went, with trick 2 given back, 5: the renonce (the lead it kept) cost them a trick,
    so Vera's remiz is Anna's: Vera's 2 cancelled, Anna writes 2."""
    record = {
        **game_record(),
        "hands": COSTLY_HANDS,
        "talon": "KC 8C",
        "discard": "KC 8C",
        "play": COSTLY_PLAY,
    }
    ruling = adjudicate(record)

    assert ruling.rule == "renonce_declarer"
    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_declarer_cancelled")] == [
        ("Vera", -2)
    ]
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_declarer_moved")] == [
        ("Anna", 2)
    ]
    assert ruling.scored.sheet.mountain == {"Anna": 2, "Boris": 0, "Vera": 0}
    reading = ruling.items[0].steps[-1].en
    assert "would have taken 6 tricks had the declarer followed suit at trick 2" in reading
    assert "take 5 after the renonce with its trick given back" in reading


# A declarer's renonce that cost the whisters nothing more (the same search): Vera deals, Anna
# plays 6♠ (the talon 9♦ 10♥ discarded); at trick 2 Vera leads 7♦ and Anna, holding K♦ J♦,
# trumps with 10♠ (the rest played with the lowest legal card).
#   Anna:  ♠ A Q J 10 7   ♦ K J     ♥ Q J 9
#   Boris: ♠ 9 8          ♣ A K J 8 7   ♦ A   ♥ A 8
#   Vera:  ♠ K            ♣ Q 10 9  ♦ Q 10 8 7   ♥ K 7
EVEN_HANDS = {
    "Anna": "AS QS JS 10S 7S KD JD QH JH 9H",
    "Boris": "9S 8S AC KC JC 8C 7C AD AH 8H",
    "Vera": "KS QC 10C 9C QD 10D 8D 7D KH 7H",
}


def test_declarer_renonce_that_cost_nothing_more_leaves_the_shortfall_to_the_whisters():
    """As played Anna 8, Boris 1, Vera 1; trick 2 goes back to Boris (A♦): 7, 2, 1, Vera one
    short (2 into the mountain). With best play the whisters take 5 either way (Anna following
    suit at trick 2, or from trick 3 as it went with trick 2 given back): the renonce did not
    leave them short, their own play did; Vera's 2 stay hers."""
    record = {**game_record(), "hands": EVEN_HANDS, "talon": "9D 10H", "discard": "9D 10H"}
    ruling = adjudicate(play_out(record, {(2, "Anna"): "10S"}))

    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}
    assert not entries(ruling, "renonce_declarer_cancelled")
    assert ruling.scored.sheet.mountain == {"Anna": 0, "Boris": 0, "Vera": 2}
    reading = ruling.items[0].steps[-1].en
    assert "would have taken 5 tricks had the declarer followed suit at trick 2" in reading
    assert "take 5 after the renonce" in reading and "cost them nothing more" in reading


def test_declarer_renonce_option_the_declarer_writes_the_whole_shortfall():
    """Option ``renonce_declarer_takes_whisters_remiz`` reads «весь ремиз ставит играющий»
    without its condition: Vera's shortfall (team quota 4, whisters 3: one trick = 2) is
    written by Anna instead."""
    record = play_out(
        game_record(
            convention={
                "preset": "sochi",
                "options": {"renonce_declarer_takes_whisters_remiz": True},
            }
        ),
        DECLARER_RENONCE,
    )
    ruling = adjudicate(record)

    assert [(e.player, e.amount) for e in entries(ruling, "renonce_declarer_cancelled")] == [
        ("Vera", -2)
    ]
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_declarer_moved")] == [
        ("Anna", 2)
    ]
    assert ruling.scored.sheet.mountain == {"Anna": 2, "Boris": 0, "Vera": 0}


def test_whister_renonce_credits_the_game_and_the_offender_writes_the_remiz():
    """the classic text: «Если ренонс допустил вистующий, то играющий, даже если он не взял
    заказанное количество взяток, списывает с игры… и не ставит ремиза… у допустившего ренонс
    отбираются… взятки, взятые им с нарушением, и проштрафившийся игрок ставит по одному
    ремизу за каждый ренонс»."""
    # 9♠: trick 1 Anna A♣, Boris (holding clubs) trumps with 8♠ and takes it.
    record = play_out(game_record("9S"), {(1, "Anna"): "AC", (1, "Boris"): "8S"})
    ruling = adjudicate(record)

    assert ruling.facts.tricks == {"Anna": 7, "Boris": 3, "Vera": 0}
    assert ruling.rule == "renonce_whister"
    # the renonce trick is taken from Boris and given to Anna: 8 tricks, still one short
    assert ruling.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}
    # no evident remiz: Anna is scored as making 9♠ (8 into the pulya), Boris keeps one trick
    assert ruling.credited == {"Anna": 9, "Boris": 1}
    assert [(e.player, e.amount) for e in entries(ruling, "game_made")] == [("Anna", 8)]
    assert not entries(ruling, "declarer_undertricks")
    # one remiz of 9♠ for the renonce (8 × 1 in Sochi)
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_remiz")] == [("Boris", 8)]
    # as played, Anna was two down
    assert [e.code for e in ruling.without_offence.entries][0] == "declarer_undertricks"


def test_whister_renonce_remizes_per_renonce_is_an_option():
    record = play_out(
        game_record("9S", convention={"preset": "sochi", "options": {"renonce_remizes": 2}}),
        {(1, "Anna"): "AC", (1, "Boris"): "8S"},
    )

    assert [e.amount for e in entries(adjudicate(record), "renonce_remiz")] == [16]


@pytest.mark.parametrize(
    ("scale", "remiz"),
    [
        # one undertrick of the declarer's 9 on the Leningrad table: 16 (doubled, the Leningrad
        # table (shram.kiev.ua))
        ("declarer", 16),
        # one trick short of a whister's obligation on a nine: half the game cost, 8 (the Leningrad
        # table (shram.kiev.ua))
        ("whister", 8),
    ],
)
def test_what_a_whisters_renonce_remiz_is_worth_is_an_option(scale, remiz):
    """the classic text says «ставит ремиз» without a size; our rules reference §7 reads a remiz as
    one undertrick at the game's price, the Leningrad table (shram.kiev.ua) prices a whister's
    undertrick at half the game."""
    options = {"renonce_remiz_scale": scale}
    record = play_out(
        game_record("9S", convention={"preset": "leningrad", "options": options}),
        {(1, "Anna"): "AC", (1, "Boris"): "8S"},
    )

    assert [e.amount for e in entries(adjudicate(record), "renonce_remiz")] == [remiz]


def test_both_renonce_each_writes_a_remiz_and_both_pay_the_other_whister_half():
    """the classic text: «Ренонсные взятки присуждаются тому игроку, чьи верно сыгранные карты
    оказались старше. Играющий и вистующий ставят по одному ремизу… и платят пополам»."""
    # Vera discards 7♣ on the A♦ lead while holding diamonds; Anna's renonce at trick 5.
    record = play_out(game_record(), {**DECLARER_RENONCE, (1, "Vera"): "7C"})
    ruling = adjudicate(record)

    # the text settles the two offenders itself: nothing is compared with the deal without
    # the renonces, and nothing is given back (issue 21)
    assert ruling.rule == "renonce_both"
    assert ruling.tricks == {"Anna": 7, "Boris": 3, "Vera": 0}
    remizes = {e.player: e.amount for e in entries(ruling, "renonce_remiz")}
    assert remizes == {"Anna": 2, "Vera": 2}
    # Boris's 3 tricks at 2 whists = 6, half from each side at fault
    paid = {e.on: e.amount for e in entries(ruling, "renonce_both_whists")}
    assert paid == {"Anna": 3, "Vera": 3}
    # the game itself is not written
    assert not entries(ruling, "game_made")


def test_misere_renonce_by_a_whister_scores_the_misere_as_made():
    """the classic text: «играющий списывает с игры как бы за сыгранный мизер, а провинившийся
    ставит должную курочку за каждую взятку, взятую игроком»."""
    record = play_out(misere_record(), {(1, "Boris"): "8C"})
    ruling = adjudicate(record)

    assert ruling.rule == "renonce_misere"
    taken = ruling.facts.tricks["Anna"]
    assert taken == 7
    assert [e.code for e in entries(ruling, "misere_made")] == ["misere_made"]
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_misere")] == [("Boris", 70)]


def test_misere_renonce_big_misere_four_tricks_is_forty_on_the_classic_sheet():
    """the classic text: «при большом мизере объявивший его взял четыре взятки, тогда сделавший
    ренонс записывает наверх 40» (the classic text's example). Hands not known: the short form, the
    renonce declared with its trick."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "kurochka",
        "contract": "misere",
        "declarer": "Anna",
        "tricks": {"Anna": 4, "Boris": 3, "Vera": 3},
        "incidents": [{"type": "renonce", "player": "Boris", "trick": 2, "won_by": "Vera"}],
    }
    ruling = adjudicate(request)

    assert [(e.player, e.amount) for e in entries(ruling, "renonce_misere")] == [("Boris", 40)]
    assert entries(ruling, "game_made")  # the misère is written off as made
    assert not entries(ruling, "misere_tricks")


def test_raspasy_renonce_is_ten_up_per_violation_on_the_classic_sheet():
    """the classic text: «Тот, кто допустит подобный ренонс, ставит наверх по 10 за каждое
    нарушение»: on the classic sheet, where a six is worth 10, 10 up into the курочка."""
    record = raspasy_record("kurochka")
    record["play"] = []
    record = play_out(record, {(1, "Boris"): "QD"})  # Boris holds spades on the A♠ lead
    ruling = adjudicate(record)

    assert ruling.rule == "renonce_raspasy"
    assert ruling.tricks == ruling.facts.tricks  # the tricks stand
    (entry,) = entries(ruling, "renonce_raspasy")
    assert (entry.player, entry.amount, entry.column.value) == ("Boris", 10, "kurochka")


def test_raspasy_two_renonces_are_two_violations():
    """«ставит наверх по 10 за каждое нарушение»: Boris revokes at trick 1 (Q♦ on the 7♠ lead,
    holding Q♠ 9♠) and at trick 7 (K♥ on the 8♣ lead, holding Q♣): 2 × 10 into the курочка;
    the tricks stand (Anna 2, Boris 4, Vera 4)."""
    record = raspasy_record("kurochka")
    record["play"] = []
    record = play_out(record, {(1, "Boris"): "QD", (7, "Boris"): "KH"})
    ruling = adjudicate(record)

    assert ruling.rule == "renonce_raspasy; renonce_raspasy"
    assert ruling.tricks == ruling.facts.tricks == {"Anna": 2, "Boris": 4, "Vera": 4}
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_raspasy")] == [
        ("Boris", 10),
        ("Boris", 10),
    ]
    played = ruling.without_offence.sheet.mountain["Boris"]  # his raspasy tricks
    assert ruling.scored.sheet.mountain["Boris"] == played + 20
    # the table's reading of the classic «10» is said once, not once per renonce
    readings = [s for item in ruling.items for s in item.steps if "reading applied" in s.en]
    assert len(readings) == 1


def test_raspasy_renonce_on_the_sochi_scale_is_a_sixs_remiz_by_default():
    """Debatable (issue 12): the classic «10» on the Sochi scale. Default: the classic 10 is
    the six's price on its own sheet, so on the Sochi sheet the six's remiz, 2 (a six is 2);
    the card says which reading applies. Option off: the number as written, 10."""
    record = raspasy_record("sochi")
    record["play"] = []
    record = play_out(record, {(1, "Boris"): "QD"})
    ruling = adjudicate(record)

    assert [(e.player, e.amount) for e in entries(ruling, "renonce_raspasy")] == [("Boris", 2)]
    assert any(
        "reading applied" in s.en
        and "a renonce on raspasy: a six's remiz on the sheet's scale" in s.en
        for s in ruling.items[0].steps
    )
    literal = raspasy_record("sochi", raspasy_renonce_as_six_remiz=False)
    literal["play"] = []
    literal = play_out(literal, {(1, "Boris"): "QD"})
    assert [e.amount for e in entries(adjudicate(literal), "renonce_raspasy")] == [10]


def test_raspasy_renonce_size_is_an_option():
    record = raspasy_record("sochi", raspasy_renonce_penalty=4, raspasy_renonce_as_six_remiz=False)
    record["play"] = []
    record = play_out(record, {(1, "Boris"): "QD"})

    assert [e.amount for e in entries(adjudicate(record), "renonce_raspasy")] == [4]


def test_declared_renonce_outside_the_play_needs_its_trick():
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 6, "Boris": 2, "Vera": 2},
        "incidents": [{"type": "renonce", "player": "Anna", "trick": 3}],
    }
    with pytest.raises(RecordError) as error:
        adjudicate(request)

    assert error.value.problems[0][0] == "incidents[0].cards"


def test_declared_renonce_with_its_cards_short_form():
    """The trick's cards are enough: Anna trumped Boris's A♥ lead while holding a heart."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
        "incidents": [
            {
                "type": "renonce",
                "player": "Anna",
                "trick": 5,
                "cards": [["Boris", "AH"], ["Vera", "JH"], ["Anna", "10S"]],
            }
        ],
    }
    ruling = adjudicate(request)

    assert ruling.tricks == {"Anna": 6, "Boris": 3, "Vera": 1}


def short_form(defenders, tricks, won_by):
    return {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": defenders,
        "tricks": tricks,
        "incidents": [{"type": "renonce", "player": "Anna", "trick": 5, "won_by": won_by}],
    }


def test_declarer_renonce_without_the_cards_the_trick_goes_to_the_playing_whister():
    """the classic text: the trick goes «к тому вистующему»: Vera whists alone, Boris (first in
    turn) passed; the trick Anna took with the renonce is Vera's, not the passer's."""
    ruling = adjudicate(
        short_form({"Boris": "pass", "Vera": "whist"}, {"Anna": 7, "Boris": 0, "Vera": 3}, "Anna")
    )
    assert ruling.rule == "renonce_declarer"
    assert ruling.tricks == {"Anna": 6, "Boris": 0, "Vera": 4}
    assert [(e.player, e.amount) for e in entries(ruling, "whist_tricks")] == [("Vera", 8)]
    # Vera has her 4 after the trick given back: no shortfall is left, so the reading of
    # «вследствие допущенного нарушения», which decides whose a shortfall is, is not said
    assert not any("reading applied" in s.en for s in ruling.items[0].steps)


def test_declarer_renonce_a_shortfall_left_without_the_hands_is_the_whisters():
    """8, 0, 2 → 7, 0, 3: Vera is a trick short of her 4 after the trick given back; without
    the hands nothing beyond that trick is the renonce's doing: the reading says so, and the
    shortfall is hers."""
    ruling = adjudicate(
        short_form({"Boris": "pass", "Vera": "whist"}, {"Anna": 8, "Boris": 0, "Vera": 2}, "Anna")
    )
    assert ruling.tricks == {"Anna": 7, "Boris": 0, "Vera": 3}
    assert "the hands and the play are not known" in ruling.items[0].steps[-1].en
    assert [(e.player, e.amount) for e in entries(ruling, "whist_shortfall")] == [("Vera", 2)]


def test_declarer_renonce_two_whisters_without_the_cards_asks_for_them():
    both = {"Boris": "whist", "Vera": "whist"}
    with pytest.raises(RecordError) as error:
        adjudicate(short_form(both, {"Anna": 7, "Boris": 2, "Vera": 1}, "Anna"))
    (problem,) = error.value.details
    assert problem.field == "incidents[0].cards"
    assert "both defenders whisted" in problem.template and "won_by" in problem.template
    # the table gave it to Boris already: it stays with him
    ruling = adjudicate(short_form(both, {"Anna": 7, "Boris": 2, "Vera": 1}, "Boris"))
    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}


def test_declarer_renonce_two_whisters_the_table_names_whose_card_was_highest():
    """the classic text «взятка переходит к тому вистующему, чья карта является старшей в требуемой
    масти»: Anna took trick 5 with a renonce; Vera's card of the led suit was the highest."""
    both = {"Boris": "whist", "Vera": "whist"}
    request = short_form(both, {"Anna": 7, "Boris": 2, "Vera": 1}, "Anna")
    request["incidents"][0]["highest"] = "Vera"
    ruling = adjudicate(request)
    assert ruling.rule == "renonce_declarer"
    assert ruling.tricks == {"Anna": 6, "Boris": 2, "Vera": 2}
    assert ruling.facts.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}  # as played
    # someone not at the table is refused by the reader
    request["incidents"][0]["highest"] = "Nobody"
    with pytest.raises(RecordError) as raised:
        adjudicate(request)
    assert [p.field for p in raised.value.details] == ["incidents[0].highest"]


def open_whist_renonce(open_whist):
    """9♠, Boris passes and Vera whists; Boris's hand trumps Anna's A♣ at trick 1."""
    return {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "9S",
        "declarer": "Anna",
        "defenders": {"Boris": "pass", "Vera": "whist"},
        "open": open_whist,
        "tricks": {"Anna": 7, "Boris": 3, "Vera": 0},
        "incidents": [
            {
                "type": "renonce",
                "player": "Boris",
                "trick": 1,
                "cards": [["Anna", "AC"], ["Boris", "8S"], ["Vera", "7C"]],
            }
        ],
    }


def test_open_whist_a_renonce_from_the_passers_hand_is_the_whisters():
    """the classic text «Если ренонс допустил вистующий…»: in open whist the lone whister plays the
    passer's cards, so the renonce from Boris's hand is Vera's. The trick goes to Anna (8), who
    is credited with 9♠ (8 into the pulya); Vera, not Boris, writes the remiz of 9♠ (8)."""
    ruling = adjudicate(open_whist_renonce(True))

    assert ruling.rule == "renonce_whister"
    assert ruling.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}
    assert ruling.credited["Anna"] == 9
    assert [(e.player, e.amount) for e in entries(ruling, "game_made")] == [("Anna", 8)]
    assert [(e.player, e.amount) for e in entries(ruling, "renonce_remiz")] == [("Vera", 8)]
    assert ruling.scored.sheet.mountain["Boris"] == 0
    assert any("open whist" in step.en and "Vera" in step.en for step in ruling.items[0].steps)
    # closed whist: the passer played his own cards and the renonce is his
    closed = adjudicate(open_whist_renonce(False))
    assert [(e.player, e.amount) for e in entries(closed, "renonce_remiz")] == [("Boris", 8)]
