"""Full deal records inside a game record: tricks from the play, calls from the whisting.

The hands force the trick counts (the declarer's top trumps win, every other card of hers is
the lowest of its suit), so each deal gives a worked number of the Sochi rules for four.
Four players are Anna, Boris, Vera, Gleb clockwise; Gleb deals, so Anna leads.
"""

import pytest

from rulings.core.errors import RecordError
from rulings.core.records.deal_record import read_deal_record, replay
from tests.helpers.scoring import P3, P4, game, play_out, totals

# 7♥: Anna's five top hearts make five tricks, nothing else of hers can win
SEVEN_HEARTS = {
    "dealer": "Gleb",
    "hands": {
        "Anna": "AH KH QH JH 10H 7S 8S 7C 8C 7D",
        "Boris": "9H 8H 7H 9S 10S JS QS KS AS 9C",
        "Vera": "10C JC QC KC AC 10D JD QD KD AD",
    },
    "talon": "8D 9D",
    "discard": "8D 9D",
    "declarer": "Anna",
    "contract": "7H",
    "whisting": [["Boris", "whist"], ["Vera", "pass"], ["Boris", "closed"]],
}
# 6♠: Anna's four top spades make four tricks
SIX_SPADES = {
    "dealer": "Gleb",
    "hands": {
        "Anna": "AS KS QS JS 7C 8C 7D 8D 7H 8H",
        "Boris": "10S 9S 8S 7S 9C 10C JC QC KC AC",
        "Vera": "10D JD QD KD AD 10H JH QH KH AH",
    },
    "talon": "9D 9H",
    "discard": "9D 9H",
    "declarer": "Anna",
    "contract": "6S",
}


def full(deal, players=P4, **more):
    d = {**deal, **more}
    if "play" not in d:
        d["play"] = play_out(d, players)
    return d


def test_seven_two_short_from_the_play():
    # the Sochi rules for four «на севшего на семерной без двух (взявшего пять) пасовавший и
    # сидевший на прикупе пишут по восемь вистов»; «2х4=8» into the mountain; the whister 5 × 4 + 8
    # (the worked example of the Sochi rules for four)
    g = game(full(SEVEN_HEARTS))
    assert totals(g.sheet.deals[-1].entries) == {
        ("mountain", "Anna"): 8,
        ("whists", "Boris", "Anna"): 28,
        ("whists", "Vera", "Anna"): 8,
        ("whists", "Gleb", "Anna"): 8,
    }
    assert "notes" not in g.explain()[0]


def test_full_deal_scores_like_its_short_form():
    d = full(SEVEN_HEARTS)
    short = {
        "dealer": "Gleb",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 5, "Boris": 5},
    }
    assert game(d).as_json() == game(short).as_json()


def test_dealer_takes_the_whist_back_and_writes_24():
    # the Sochi rules for four «прикупной (сдатчик) вернул вист на шестерной игре, и разыгрывающий
    # остался без двух взяток. Всего вистов 20… Законных вистов прикупного 4… получается 24 виста»
    # (the worked example of the Sochi rules for four)
    whisting = [["Boris", "pass"], ["Vera", "pass"], ["Gleb", "whist-back"], ["Gleb", "closed"]]
    g = game(full(SIX_SPADES, whisting=whisting))
    assert totals(g.sheet.deals[-1].entries) == {
        ("mountain", "Anna"): 4,
        ("whists", "Gleb", "Anna"): 24,
    }


def test_half_whist_needs_no_play():
    # Lesnoy's code 3.8.8.1; Parlett's book of card games «Half-whist… no play: the half-whister is
    # credited with half the quota (6 → 2 tricks)»: 2 × 2 whists; the declarer scores the game (2)
    d = {**SIX_SPADES, "dealer": "Vera"}
    d["whisting"] = [["Boris", "pass"], ["Vera", "half"], ["Boris", "pass"]]
    d["hands"] = {**SIX_SPADES["hands"]}
    g = game(d, players=P3)
    assert totals(g.sheet.deals[-1].entries) == {
        ("pulya", "Anna"): 2,
        ("whists", "Vera", "Anna"): 4,
    }


def test_renonce_is_scored_as_played_with_a_note():
    # Boris holds hearts and plays AS to Anna's AH: a renonce (Lesnoy's code 3.9.3). The tricks
    # count as played (Anna 5: «2х4=8»); the adjudicator, a later issue, rules on the renonce.
    d = full(SEVEN_HEARTS, play=play_out(SEVEN_HEARTS, P4, swap={1: "AS"}))
    g = game(d)
    assert totals(g.sheet.deals[-1].entries)[("mountain", "Anna")] == 8
    (note,) = g.explain()[0]["notes"]
    assert note["code"] == "irregularity"
    assert note["params"] == {
        "type": "renonce",
        "player": "Boris",
        "trick": 1,
        "card": "AS",
        "rule": note["params"]["rule"],
    }
    assert "Lesnoy's code 3.9.3" in note["params"]["rule"]
    assert "adjudicator" in note["text"]
    assert "note: renonce by Boris at trick 1" in g.explain_text()


def test_raspasy_tricks_from_the_play_dealer_included():
    # the Sochi rules for four «Игроки, взявшие на распасах (в том числе и сдатчик), пишут за каждую
    # взятку в гору по стоимости распасов. Не взявший… ни одной взятки пишет в пулю… 1»
    d = {"dealer": "Gleb", "hands": SEVEN_HEARTS["hands"], "talon": "8D 9D"}
    d["contract"] = "raspasy"
    d["play"] = play_out(d, P4)
    taken = replay(read_deal_record({"players": P4, **d})).play.taken
    assert sum(taken.values()) == 10 and "Gleb" in taken
    got = totals(game(d).sheet.deals[-1].entries)
    for player, n in taken.items():
        assert got.get(("mountain", player), 0) == n
        assert got.get(("pulya", player), 0) == (1 if n == 0 and player != "Gleb" else 0)


def test_contract_from_the_auction_raspasy():
    d = {"dealer": "Gleb", "hands": SEVEN_HEARTS["hands"], "talon": "8D 9D"}
    d["auction"] = [["Anna", "pass"], ["Boris", "pass"], ["Vera", "pass"]]
    d["play"] = play_out({**d, "contract": "raspasy"}, P4)
    assert game(d).sheet.deals[-1].outcome.contract.is_raspasy


def test_incomplete_play_names_the_deal():
    d = full(SEVEN_HEARTS)
    d["play"] = d["play"][:12]
    with pytest.raises(RecordError) as error:
        game({"correction": {"player": "Anna", "pulya": 2}}, d)
    assert error.value.problems == [
        ("deals[1].play", "the play has 4 of 10 tricks: a played 7H is scored from all ten")
    ]


def test_deal_record_problems_carry_the_deal_prefix_with_the_others():
    bad_hand = full(SEVEN_HEARTS)
    bad_hand["hands"] = {**SEVEN_HEARTS["hands"], "Anna": "AH KH"}
    short_tricks = full(SEVEN_HEARTS, tricks={"Anna": 5})
    raspasy = {"dealer": "Gleb", "contract": "raspasy", "tricks": {"Anna": 3}}
    with pytest.raises(RecordError) as error:
        game(bad_hand, short_tricks, raspasy)
    fields = [field for field, _ in error.value.problems]
    assert "deals[0].hands.Anna" in fields
    assert "deals[1].tricks" in fields  # a full deal counts its tricks from the play
    assert "deals[2].tricks" in fields


def test_unfinished_whisting_is_a_problem():
    d = full(SEVEN_HEARTS, whisting=[["Boris", "whist"], ["Vera", "pass"]], play=[])
    with pytest.raises(RecordError) as error:
        game(d)
    assert error.value.problems == [
        ("deals[0].whisting", "the whisting is not over: it is Boris's call")
    ]


def test_balkan_full_deal_with_rekontra():
    # the rules of preferansklub.com: spades B = 2; failed +2B bule, supe = tricks × 2B; rekontra
    # ×4 «na sve». Anna takes her four spades; Boris 6 tricks, Vera none.
    d = {**SIX_SPADES, "dealer": "Vera", "whisting": [["Boris", "whist"], ["Vera", "whist"]]}
    d["play"] = play_out(d, P3, convention="balkan")
    g = game({**d, "kontra": "rekontra"}, players=P3, convention="balkan", pulya=100)
    assert totals(g.sheet.deals[-1].entries) == {
        ("pulya", "Anna"): 2 * 2 * 4,
        ("whists", "Boris", "Anna"): 6 * 2 * 2 * 4,
    }


# --- a ten only checked (``ten_whisted`` off): played out in both forms -----------------------

TEN_ALL = {
    "dealer": "Gleb",
    "hands": {
        "Anna": "AH KH QH JH 10H 9H 8H 7H AS AC",
        "Boris": "KS QS JS 10S 9S 8S 7S KC QC JC",
        "Vera": "10C 9C 8C 7C AD KD QD JD 10D 9D",
    },
    "talon": "8D 7D",
    "discard": "8D 7D",
    "declarer": "Anna",
    "contract": "10H",
}
CHECKED = {"ten_whisted": False}


@pytest.mark.parametrize(
    ("deal", "taken"), [(TEN_ALL, 10), ({**SEVEN_HEARTS, "contract": "10H", "whisting": []}, 5)]
)
def test_checked_ten_short_form_plays_it_like_the_full_deal(deal, taken):
    # the whisting notes of oper7.ru «проверяется»: the ten is played open to check it and counts as
    # made only if made; the short form with the declarer's tricks agrees with the full deal,
    # whether its defenders are left out or written as passes
    d = full({k: v for k, v in deal.items() if k != "whisting"})
    whole = game(d, options=CHECKED)
    assert whole.record.outcomes[0].tricks_of["Anna"] == taken
    short = {"dealer": "Gleb", "declarer": "Anna", "contract": "10H", "tricks": {"Anna": taken}}
    passes = {**short, "defenders": {"Boris": "pass", "Vera": "pass"}}
    for form in (short, passes):
        assert game(form, options=CHECKED).as_json() == whole.as_json()
    got = totals(whole.sheet.deals[-1].entries)
    if taken == 10:
        assert got == {("pulya", "Anna"): 10}
    else:  # five short: 5 × 10 into the mountain, consolation only, no whists for tricks
        assert got[("mountain", "Anna")] == 50
        assert got[("whists", "Boris", "Anna")] == got[("whists", "Gleb", "Anna")] == 50


def test_checked_ten_short_form_needs_the_declarers_tricks():
    with pytest.raises(RecordError) as error:
        game(
            {"dealer": "Gleb", "declarer": "Anna", "contract": "10H",
             "defenders": {"Boris": "pass", "Vera": "pass"}},
            options=CHECKED,
        )  # fmt: skip
    assert error.value.problems == [
        (
            "deals[0].tricks.Anna",
            "a ten that is only checked is played out: give the declarer's tricks",
        )
    ]
