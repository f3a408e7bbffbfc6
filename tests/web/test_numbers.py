"""Numbers on the pages in the reader's notation: a decimal comma for a Russian reader, a point
for an English one (the sheet's fractions: «13,33» whists, money «32,00»)."""

from decimal import Decimal
from fractions import Fraction

import pytest
from django.utils import translation

from rulings.web.texts import decimals, money_text, number_text, signed


@pytest.mark.parametrize(
    ("language", "whists", "balance", "money"),
    [("ru", "13,33", "-6,67", "32,00"), ("en", "13.33", "-6.67", "32.00")],
)
def test_fractions_and_money_in_the_readers_notation(language, whists, balance, money):
    with translation.override(language):
        assert number_text(Fraction(40, 3)) == whists
        assert signed(Fraction(-20, 3)) == balance
        assert signed(Fraction(20, 3)) == "+" + balance[1:]
        assert money_text(Decimal("32")) == money
        assert number_text(12) == "12"  # a whole number stays whole


def test_only_a_point_between_digits_is_a_decimal_point():
    with translation.override("ru"):
        assert decimals("Вера: 13.33. Боря: 7.") == "Вера: 13,33. Боря: 7."
