"""``maker(cls)``: frozen dataclass values built without the per-field frozen ``__setattr__``
(issue 15) are the same values as ``cls(...)`` builds, and as immutable."""

import dataclasses
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import Column, Kontra
from rulings.core.game.cards import parse_cards
from rulings.core.game.contracts import Contract, parse_contract
from rulings.core.game.values import maker
from rulings.core.records.result import DealResult, DefenderCall
from rulings.core.scoring.entries import Entry
from rulings.core.scoring.sheet import ScoredDeal, ScoredDeals, Sheet

names = st.sampled_from(["Anna", "Boris", "Vera", "Gleb"])
entries = st.tuples(
    st.sampled_from(["game_made", "whist_tricks", "consolation"]),
    st.sampled_from(list(Column)),
    names,
    st.one_of(st.integers(-100, 100), st.fractions(max_denominator=4)),
    st.one_of(st.none(), names),
    st.text(max_size=20),
    st.lists(st.tuples(st.text(max_size=5), st.integers()), max_size=3).map(tuple),
)


@given(entries)
def test_an_entry_made_fast_is_the_entry(fields):
    made = maker(Entry)(*fields)
    assert made == Entry(*fields)
    assert type(made) is Entry
    assert hash(made) == hash(Entry(*fields))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.amount = Fraction(1, 2)  # type: ignore[misc]


def test_a_result_a_sheet_and_a_scored_deal_made_fast_are_the_same():
    result = (
        "Gleb", parse_contract("7H"), "Anna", (("Boris", DefenderCall.WHIST),),
        (("Anna", 7), ("Boris", 3)), False, False, tuple(parse_cards("AS KS")), None,
        Kontra.NONE, (),
    )  # fmt: skip
    assert maker(DealResult)(*result) == DealResult(*result)
    sheet = Sheet.new(Convention.preset("sochi"), ["Anna", "Boris", "Vera"])
    fields = [getattr(sheet, f.name) for f in dataclasses.fields(Sheet)]
    made = maker(Sheet)(*fields)
    assert made == sheet and made.__dict__ == sheet.__dict__
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.target = 1  # type: ignore[misc]
    scored = (1, DealResult(*result), ())
    assert maker(ScoredDeal)(*scored) == ScoredDeal(*scored)
    assert isinstance(made.deals, ScoredDeals)


def test_only_for_dataclasses_that_check_nothing():
    with pytest.raises(TypeError, match="Contract"):
        maker(Contract)  # checks its level and strain in __post_init__
    with pytest.raises(TypeError, match="ScoredDeals"):
        maker(ScoredDeals)
