"""Numbers on the ruling card in the reader's notation: a Russian reader writes «13,33», an
English one «13.33» (the card's amounts, balances and the numbers inside its sentences)."""

import html as html_lib
import re

from django.template.loader import render_to_string
from django.utils import translation

from rulings.arbiter import selectors
from rulings.core.penalties.adjudicator import adjudicate

# Two offenders under the table's rule that an offender may not gain (tests/core/
# test_adjudication_no_gain.py): Vera's look costs Boris 40/3 whists (13.33), Boris ends at
# −58/3 (−19.33), Anna gains 26/3 (8.67). The balances settled exactly (not to whole whists), so
# the score table has decimals too.
TWO_PEEKS = {
    "players": ["Anna", "Boris", "Vera"],
    "dealer": "Vera",
    "convention": {
        "preset": "sochi",
        "options": {"rounding": "exact", "offender_may_not_gain": True},
    },
    "contract": "6S",
    "declarer": "Anna",
    "defenders": {"Boris": "whist", "Vera": "whist"},
    "tricks": {"Anna": 7, "Boris": 0, "Vera": 3},
    "incidents": [
        {"type": "peek", "player": "Anna", "trick": 2, "at_trick": 6},
        {"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6},
    ],
}


def card_text(language: str) -> str:
    with translation.override(language):
        card = selectors.ruling_card(adjudicate(TWO_PEEKS).as_json())
        page = render_to_string("arbiter/_card.html", {"card": card, "interactive": False})
    text = html_lib.unescape(re.sub(r"<[^>]+>", " ", page))
    return re.sub(r"\s+", " ", text)


def test_the_russian_card_writes_decimals_with_a_comma():
    text = card_text("ru")
    assert "13,33" in text and "8,67" in text  # inside the sentences on who compensates whom
    assert "-19,33" in text  # Boris's balance in the score table
    # every number with a decimal part; the citations' clauses («3.9.12») are not numbers
    assert not re.search(r"(?<![\d.])\d+\.\d\d(?![\d.])", text), text


def test_the_english_card_keeps_the_decimal_point():
    text = card_text("en")
    assert "13.33" in text and "8.67" in text
    assert "-19.33" in text
    assert "13,33" not in text and "-19,33" not in text
