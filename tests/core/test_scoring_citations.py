"""Each number cites the passage that gives it (issue 24): the plain price of a trick where the
whists are at the game's own price (not the doubled-price passage), Sochi's and Leningrad's own
texts (not a blog, not the text for four in a game of three), the convention's own text for a
game both defenders passed. The quotes are checked against the paragraphs kept in
tests/data/scoring_passages.json."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core import PRESETS, score
from rulings.core.scoring import kurochka, level_rules, raspasy
from tests.core.test_scoring_properties import records
from tests.helpers.data import load, words
from tests.helpers.profiles import examples

P3 = ["Anna", "Boris", "Vera"]
P4 = [*P3, "Gleb"]
DEALS = [
    # Anna 6♠ both whist, 5 tricks: a remiz (the classic game: a курочка on the table)
    {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "6S",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 5, "Boris": 3, "Vera": 2},
    },
    # Boris 6♠ made, Vera whists alone with 4 (the classic game: the курочка taken, price ×2)
    {
        "dealer": "Anna",
        "declarer": "Boris",
        "contract": "6S",
        "defenders": {"Vera": "whist", "Anna": "pass"},
        "tricks": {"Boris": 6, "Vera": 4},
    },
    {"dealer": "Boris", "declarer": "Vera", "contract": "misere", "tricks": {"Vera": 0}},
    # Anna 7♥, both pass: a passed game
    {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "pass", "Vera": "pass"},
    },
    {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 4, "Boris": 6, "Vera": 0}},
]


def rules(convention, players=P3, deals=DEALS):
    """(deal, code, player) → the passage cited."""
    result = score({"convention": convention, "players": players, "deals": deals})
    return {
        (i, e.code, e.player): e.rule for i, d in enumerate(result.sheet.deals) for e in d.entries
    }


def test_the_plain_price_cites_the_plain_passage_the_doubled_the_doubled():
    got = rules("kurochka")
    # the remiz: Boris's 3 tricks at the six's own price, 10 each (30)
    assert got[(0, "whist_tricks", "Boris")] == kurochka.R_WHISTS_PLAIN
    assert "соответственно игре" in got[(0, "whist_tricks", "Boris")]
    # Boris took the курочка of 10: Vera's 4 tricks at 20 (80) — «не по 10 за взятку, а по 20»
    assert got[(1, "whist_tricks", "Vera")] == kurochka.R_WHISTS


@pytest.mark.parametrize("convention", ["sochi", "leningrad", "rostov", "classic"])
def test_no_blog_for_a_misere_made(convention):
    got = rules(convention)[(2, "misere_made", "Vera")]
    assert "blog" not in got and "four times" not in got
    leningrad = convention == "leningrad"
    assert got == (level_rules.MISERE_MADE_LENINGRAD if leningrad else level_rules.MISERE_MADE)


@pytest.mark.parametrize(
    ("convention", "rule"),
    [
        ("sochi", level_rules.ALL_PASS),
        ("leningrad", level_rules.ALL_PASS),
        ("classic", level_rules.ALL_PASS_CLASSIC),
    ],
)
def test_a_passed_game_quotes_the_convention_s_own_text_alone(convention, rule):
    assert rules(convention)[(3, "game_made", "Anna")] == rule
    assert ";" not in rule  # one text, not the Sochi and the classic together


def test_raspasy_for_three_do_not_quote_the_text_for_four():
    three = rules("sochi")
    assert three[(4, "raspasy_tricks", "Anna")] == raspasy.R_MOUNTAIN_THREE
    assert three[(4, "raspasy_zero", "Vera")] == raspasy.R_ZERO_THREE
    # Leningrad's own table for its tricks
    assert rules("leningrad")[(4, "raspasy_tricks", "Anna")] == raspasy.R_MOUNTAIN_LENINGRAD
    # four players: the Sochi rules for four (Vera deals and sits out, her talon tricks 0)
    four = rules(
        "sochi",
        P4,
        [{"dealer": "Gleb", "contract": "raspasy", "tricks": {"Anna": 4, "Boris": 6, "Vera": 0}}],
    )
    assert four[(0, "raspasy_tricks", "Anna")] == raspasy.R_MOUNTAIN
    assert four[(0, "raspasy_zero", "Vera")] == raspasy.R_ZERO


def test_leningrad_for_three_quotes_its_own_table():
    got = rules("leningrad")
    assert got[(1, "game_made", "Boris")] == level_rules.GAME_MADE_LENINGRAD
    # 6♠ one short: 2 × 2 = 4 into the mountain (the Leningrad table, undertricks doubled)
    assert got[(0, "declarer_undertricks", "Anna")] == level_rules.UNDERTRICKS_LENINGRAD
    assert got[(0, "whist_tricks", "Boris")] == level_rules.WHISTS_LENINGRAD
    assert rules("sochi")[(1, "game_made", "Boris")] == level_rules.GAME_MADE_THREE


@pytest.mark.parametrize(
    "rule",
    [
        kurochka.R_WHISTS_PLAIN,
        kurochka.R_WHISTS,
        level_rules.ALL_PASS,
        level_rules.ALL_PASS_CLASSIC,
    ],
)
def test_each_new_quote_is_in_its_source(rule):
    passages = load("scoring_passages.json")["passages"]
    quote = rule[rule.index("«") + 1 : rule.rindex("»")]
    source = "classic" if rule.startswith("the classic text") else "sochi_leningrad"
    texts = [p["text"] for p in passages if p["source"] == source]
    for part in quote.split("…"):
        assert any(words(part.strip()) in t for t in texts), part


@settings(max_examples=examples(60))
@given(data=st.data(), preset=st.sampled_from(sorted(PRESETS)))
def test_no_entry_cites_a_blog_and_no_raspasy_of_three_the_text_for_four(data, preset):
    record = data.draw(records(preset))
    for deal in score(record).sheet.deals:
        for e in deal.entries:
            assert "blog" not in e.rule and "four times Sochi" not in e.rule, e
            if len(record["players"]) == 3 and e.code.startswith("raspasy"):
                assert "the Sochi rules for four" not in e.rule, e
