"""The arithmetic of each entry (rulings/core/scoring/explain.py): property and worked examples.

- for random games of every preset, each entry's arithmetic evaluates to the entry's amount, and
  the entries the rules compute (whists for tricks, undertricks, a whister's missing tricks,
  help) are shown worked, with the price of the level the convention gives;
- worked by hand from the Sochi rules for four: «взявший три взятки, вистуя на семерной, пишет
  3 (взятки) x 4 (очка) = 12 вистов», «на объявленной семерной пять взяток… 2х4=8», «на
  записавшего 4 очка – 40 вистов»; Leningrad (the Leningrad table): undertricks ×2, a
  semi-responsible whister half the price.
"""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.scoring.contract_scoring import whist_price
from rulings.core.scoring.explain import MISSING, PRICE, TRICKS, UNDERTRICKS, explain_deal
from rulings.core.scoring.game_score import score
from tests.core.test_scoring_properties import records
from tests.helpers.profiles import examples

# Codes whose arithmetic the rules give on the pulya sheet: never a bare number.
WORKED = {
    "whist_tricks",
    "declarer_undertricks",
    "refused",
    "misere_tricks",
    "whist_shortfall",
    "help_whists",
    "raspasy_tricks",
}


def explained(record):
    result = score(record)
    sheet = result.sheet
    for deal in sheet.deals:
        yield from zip(
            deal.entries, explain_deal(deal, sheet.convention, sheet.players), strict=True
        )


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(40))
@given(data=st.data())
def test_each_entry_s_arithmetic_evaluates_to_its_amount(preset, data):
    record = data.draw(records(preset))
    conv = score(record).sheet.convention
    for entry, arithmetic in explained(record):
        assert arithmetic.value == entry.amount, (entry, arithmetic)
        assert arithmetic.result == entry.amount
        if conv.score_sheet.value == "pulya" and entry.code in WORKED:
            assert arithmetic.worked, (entry, arithmetic)
            prices = [f.value for f in arithmetic.factors if f.kind == PRICE]
            if entry.code == "whist_tricks":  # the level's whist price, from the convention
                assert prices == [whist_price(conv, arithmetic.level)]


def kinds(arithmetic):
    return [(f.kind, f.value) for f in arithmetic.factors], arithmetic.divisor


def sochi(*deals, players=("Anna", "Boris", "Vera", "Gleb"), **extra):
    return {
        "convention": "sochi",
        "players": list(players),
        "pulya": 10,
        "deals": list(deals),
        **extra,
    }


def test_a_seven_two_down_worked_as_the_sochi_rules_for_four_write_it():
    # «взявший на объявленной семерной пять взяток… 2х4=8»; the whister: five tricks × 4 = 20;
    # consolation «пасовавший и сидевший на прикупе пишут по восемь вистов»: 2 × 4
    record = sochi(
        {
            "dealer": "Gleb",
            "declarer": "Anna",
            "contract": "7H",
            "defenders": {"Boris": "whist", "Vera": "pass"},
            "tricks": {"Anna": 5, "Boris": 5},
        }
    )
    got = {(e.code, e.player): (e.amount, kinds(a)) for e, a in explained(record)}
    assert got[("declarer_undertricks", "Anna")] == (8, ([(UNDERTRICKS, 2), ("value", 4)], 1))
    assert got[("whist_tricks", "Boris")] == (20, ([(TRICKS, 5), (PRICE, 4)], 1))
    assert got[("consolation", "Vera")] == (8, ([(UNDERTRICKS, 2), (PRICE, 4)], 1))
    assert got[("consolation", "Gleb")] == (8, ([(UNDERTRICKS, 2), (PRICE, 4)], 1))


def test_leningrad_doubles_the_undertrick_and_halves_a_whister_s_missing_trick():
    # the Leningrad table: a six's undertrick 2 × 2 × 2 = 8 (the value doubled); whists 2 × 2 per
    # trick; a semi-responsible whister (Lesnoy's code 3.8.12) writes half the price: 2 × 4 / 2
    record = {
        "convention": "leningrad",
        "players": ["Anna", "Boris", "Vera"],
        "deals": [
            {
                "dealer": "Vera",
                "declarer": "Anna",
                "contract": "6S",
                "defenders": {"Boris": "whist", "Vera": "whist"},
                "tricks": {"Anna": 8, "Boris": 2, "Vera": 0},
            }
        ],
    }
    got = {(e.code, e.player): (e.amount, kinds(a)) for e, a in explained(record)}
    assert got[("whist_tricks", "Boris")] == (8, ([(TRICKS, 2), (PRICE, 4)], 1))
    assert got[("whist_shortfall", "Vera")] == (4, ([(MISSING, 2), (PRICE, 4)], 2))


def test_help_is_the_points_times_ten():
    # «На записавшего себе в пулю игрока сыгравший пишет висты в десятикратном размере. Например,
    # на записавшего 4 очка – 40 вистов»: Anna's pulya of 10 is full after 8 + 2 + 2 (a seven
    # and two sixes); her next six helps Boris
    six = {"declarer": "Anna", "contract": "6S", "defenders": {"Boris": "pass", "Vera": "pass"}}
    seven = {**six, "contract": "7S"}
    deals = [{"dealer": "Vera", **d} for d in (seven, seven, six, six)]
    record = sochi(*deals, players=("Anna", "Boris", "Vera"))
    helps = [(e.amount, kinds(a)) for e, a in explained(record) if e.code == "help_whists"]
    assert helps == [(20, ([("points", 2), (PRICE, 10)], 1))]


def test_a_game_into_the_pulya_is_one_number_for_its_level():
    record = sochi(
        {
            "dealer": "Gleb",
            "declarer": "Anna",
            "contract": "6S",
            "defenders": {"Boris": "pass", "Vera": "pass"},
        }
    )
    ((entry, arithmetic),) = explained(record)
    assert (entry.code, arithmetic.level, arithmetic.worked, arithmetic.value) == (
        "game_made",
        6,
        False,
        2,
    )
    assert arithmetic.value == Fraction(2)


def whist_rule(players, contract):
    defenders = {p: "whist" for p in players[1:3]}
    deal = {"dealer": players[-1], "declarer": players[0], "contract": contract}
    deal |= {"defenders": defenders, "tricks": {players[0]: 6, players[1]: 2, players[2]: 2}}
    sheet = score(sochi(deal, players=players)).sheet
    return next(e.rule for e in sheet.deals[0].entries if e.code == "whist_tricks")


def test_the_whist_entry_quotes_the_passage_of_its_level_and_table():
    four = ("Anna", "Boris", "Vera", "Gleb")
    # a seven at four a trick: the worked example; a six: the general rule, not «на семерной»
    assert "3 (взятки) x 4 (очка) = 12" in whist_rule(four, "7S")
    six = whist_rule(four, "6S")
    assert "по стоимости игры" in six and "семерной" not in six
    # three players: not the text on the game for four, the Code of preferans 3.8.1.1
    three = whist_rule(four[:3], "7S")
    assert three.startswith("the Code of preferans 3.8.1.1") and "for four" not in three


def misere_rule(convention, players):
    deal = {"dealer": players[-1], "declarer": players[0], "contract": "misere"}
    deal["tricks"] = {players[0]: 2}
    record = {"convention": convention, "players": list(players), "deals": [deal]}
    (entry, arithmetic), *_ = explained(record)
    return entry.rule, arithmetic


def test_a_misere_s_tricks_quote_the_price_the_table_plays():
    four, three = ("Anna", "Boris", "Vera", "Gleb"), ("Anna", "Boris", "Vera")
    rule, arithmetic = misere_rule("sochi", four)  # «…записывает в гору по 10»: 2 × 10
    assert "по 10" in rule and kinds(arithmetic) == ([(TRICKS, 2), (PRICE, 10)], 1)
    rule, arithmetic = misere_rule("leningrad", three)  # the Leningrad table: 2 × 20
    assert "по 10" not in rule and rule.startswith("the Leningrad table")
    assert kinds(arithmetic) == ([(TRICKS, 2), (PRICE, 20)], 1)
    assert "for four" not in misere_rule("sochi", three)[0]
