"""Scoring linear in the game's length (issue 15): the sheets of a game share one list of scored
deals, and a sheet stays an immutable value.

- applying the deals one by one and all at once give equal sheets;
- a sheet is unchanged by every later apply, on it or on the sheets after it;
- writing a deal on an older sheet (a branch) leaves the newer sheets' deals as they were.

The speed itself is measured by bench/scoring.py, never asserted here (the machine is shared).
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.records.game_record import parse_game_record
from rulings.core.records.result import Correction
from rulings.core.scoring.entries import Column
from rulings.core.scoring.sheet import ScoredDeals, Sheet
from tests.core.test_scoring_properties import records
from tests.helpers.profiles import examples


def _snapshot(sheet):
    """Everything a sheet says, as plain values."""
    return (
        sheet.as_json(),
        sheet.raspasy_run,
        dict(sheet.extra),
        [(d.index, d.outcome, d.entries) for d in sheet.deals],
    )


def _fresh(record):
    return Sheet.new(record.convention, record.players, record.target)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(40))
@given(data=st.data())
def test_one_by_one_equals_all_at_once(preset, data):
    record = parse_game_record(data.draw(records(preset)))
    sheet = _fresh(record)
    for outcome in record.outcomes:
        sheet = sheet.apply(outcome)
    whole = _fresh(record).apply_all(record.outcomes)
    assert sheet == whole
    assert len(sheet.deals) == len(record.outcomes)
    assert [d.index for d in sheet.deals] == list(range(1, len(record.outcomes) + 1))


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(40))
@given(data=st.data())
def test_older_sheets_are_unchanged(preset, data):
    record = parse_game_record(data.draw(records(preset)))
    sheets = [_fresh(record)]
    snapshots = [_snapshot(sheets[0])]
    for outcome in record.outcomes:
        sheets.append(sheets[-1].apply(outcome))
        snapshots.append(_snapshot(sheets[-1]))
    assert [_snapshot(s) for s in sheets] == snapshots


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(40))
@given(data=st.data())
def test_a_branch_does_not_change_the_other_sheets(preset, data):
    record = parse_game_record(data.draw(records(preset)))
    sheets = [_fresh(record)]
    for outcome in record.outcomes:
        sheets.append(sheets[-1].apply(outcome))
    snapshots = [_snapshot(s) for s in sheets]
    at = data.draw(st.integers(0, len(record.outcomes)))
    player = record.players[0]
    branch = sheets[at].apply(Correction(player, Column.MOUNTAIN, 7))
    again = branch.apply(Correction(player, Column.PULYA, 1))
    assert [_snapshot(s) for s in sheets] == snapshots
    assert list(again.deals[:at]) == list(sheets[at].deals)
    assert [d.outcome for d in again.deals[at:]] == [
        Correction(player, Column.MOUNTAIN, 7),
        Correction(player, Column.PULYA, 1),
    ]
    assert again.mountain[player] == sheets[at].mountain[player] + 7


def test_scored_deals_is_a_sequence():
    record = parse_game_record(
        {
            "convention": "sochi",
            "players": ["Anna", "Boris", "Vera"],
            "deals": [{"correction": {"player": "Anna", "mountain": n}} for n in (1, 2, 3)],
        }
    )
    deals = _fresh(record).apply_all(record.outcomes).deals
    assert len(deals) == 3
    assert [d.index for d in deals] == [1, 2, 3]
    assert deals[-1] is deals[2] and deals[0].index == 1
    assert [d.index for d in deals[1:]] == [2, 3]
    assert [d.index for d in reversed(deals)] == [3, 2, 1]
    with pytest.raises(IndexError):
        deals[3]
    with pytest.raises(IndexError):
        deals[-4]
    assert deals == ScoredDeals(list(deals)) and deals != ScoredDeals(list(deals)[:2])
    assert ScoredDeals() == _fresh(record).deals
