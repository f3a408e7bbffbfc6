"""Visitors' JSON is parsed with a bound on nesting (rulings/json_input.py)."""

import json

import pytest

from rulings import json_input


def test_nesting_counts_lists_and_objects():
    assert json_input.nesting(7) == 0
    assert json_input.nesting([]) == 1
    assert json_input.nesting({"deals": [{"tricks": {"Anna": 6}}]}) == 4


def test_thirty_two_levels_pass_and_thirty_three_do_not():
    assert json_input.loads("[" * 32 + "]" * 32) == json.loads("[" * 32 + "]" * 32)
    with pytest.raises(json.JSONDecodeError, match="nested deeper than 32 levels"):
        json_input.loads("[" * 33 + "]" * 33)
    with pytest.raises(json.JSONDecodeError, match="nested deeper than 32 levels"):
        json_input.loads(b"[" * 100_000 + b"]" * 100_000)  # past the parser's own recursion
