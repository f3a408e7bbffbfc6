"""The shipped value-graded levels' stored tables over 600 layouts (issue 20)."""

from dataclasses import replace

import pytest

from rulings.core import PRESETS
from tutorial.lessons import COURSE
from tutorial.lessons.tables import KINDS, LARGE_SAMPLE, checked_indexes, decode, encode

VALUED = [level for level in COURSE.levels if level.kind in KINDS]


def test_every_value_graded_level_is_graded_over_the_stored_large_sample():
    assert len(VALUED) == 33
    for level in VALUED:
        exercise = level.exercise
        assert exercise.sample == LARGE_SAMPLE and exercise.table is not None, level.id
        rows = [exercise.table] if level.kind == "choose_whist" else [r for _, r in exercise.table]
        assert all(len(row) == LARGE_SAMPLE for row in rows), level.id


def test_the_check_solves_a_spread_of_the_layouts():
    assert checked_indexes(600) == tuple(range(0, 600, 25))
    assert checked_indexes(8) == tuple(range(8))
    assert decode(encode((0, 7, 10))) == (0, 7, 10) and encode((10, 3)) == "a3"


def test_a_changed_trick_count_is_found_by_the_check():
    level = next(lv for lv in VALUED if lv.id == "discard-keep-trumps")
    key, row = level.exercise.table[0]
    broken = replace(
        level.exercise, table=((key, (row[0] + 1, *row[1:])), *level.exercise.table[1:])
    )
    problems = broken.check(PRESETS["sochi"])
    assert problems == [f"answer {key} on layout 0: stored ({row[0] + 1},), computed {row[0]}"]


@pytest.mark.slow
@pytest.mark.parametrize("level_id", ["discard-eight", "contract-review", "whist-together"])
def test_a_stored_table_is_the_solver_over_all_600_layouts(level_id):
    level = next(lv for lv in VALUED if lv.id == level_id)
    assert replace(level.exercise, table=None).compute_table() == level.exercise.table
