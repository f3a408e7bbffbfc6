"""The review schedule (tutorial/spacing.py): a mistake comes back after 1, 3 and 7 days, a
right answer when due moves it on, a wrong one starts again, a generated deal is queued by its
stage. Worked by hand, then as properties over any story of answers."""

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutorial import lessons, spacing
from tutorial.spacing import Review

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
DAY = timedelta(days=1)


def test_a_mistake_comes_back_after_1_then_3_then_7_days_then_leaves():
    queued = spacing.missed(T0)
    assert queued == Review(step=0, due=T0 + DAY)
    queued = spacing.answered(queued, correct=True, now=T0 + DAY)
    assert queued == Review(step=1, due=T0 + 4 * DAY)
    queued = spacing.answered(queued, correct=True, now=T0 + 4 * DAY)
    assert queued == Review(step=2, due=T0 + 11 * DAY)
    assert spacing.answered(queued, correct=True, now=T0 + 11 * DAY) is None


def test_a_right_answer_before_the_level_is_due_is_not_a_review():
    queued = spacing.missed(T0)
    assert spacing.answered(queued, correct=True, now=T0 + timedelta(minutes=1)) == queued
    assert spacing.answered(queued, correct=True, now=T0 + DAY - timedelta(seconds=1)) == queued


def test_a_wrong_review_starts_again_at_one_day():
    queued = Review(step=2, due=T0 + 11 * DAY)
    late = T0 + 12 * DAY
    assert spacing.answered(queued, correct=False, now=late) == Review(step=0, due=late + DAY)


def test_a_right_answer_on_a_level_never_missed_queues_nothing():
    assert spacing.answered(None, correct=True, now=T0) is None


def test_a_step_outside_the_intervals_is_refused():
    with pytest.raises(ValueError, match="0 to 2, not 3"):
        Review(step=3, due=T0)


# A story: answers given at increasing times (minutes since T0), each right or wrong.
stories = st.lists(
    st.tuples(st.integers(min_value=0, max_value=20 * 24 * 60), st.booleans()), max_size=30
).map(lambda answers: sorted(answers, key=lambda answer: answer[0]))


@given(stories)
def test_the_queue_follows_the_due_right_answers_since_the_last_mistake(story):
    """A second bookkeeping: count the right answers given when due since the last mistake;
    the level is queued while fewer than three, and comes back 1, 3, 7 days after the answer
    that set it."""
    queued, streak, mistakes, last_set = None, 0, 0, None
    for minute, correct in story:
        now = T0 + timedelta(minutes=minute)
        due_before = queued is not None and queued.due <= now
        queued = spacing.answered(queued, correct=correct, now=now)
        if not correct:
            mistakes, streak, last_set = mistakes + 1, 0, now
        elif due_before:
            streak, last_set = streak + 1, now
        if mistakes == 0 or streak == 3:
            assert queued is None
            mistakes, streak = 0, 0
        else:
            assert queued is not None
            assert queued.due - last_set == DAY * (1, 3, 7)[streak]


@given(
    st.builds(Review, st.integers(0, 2), st.datetimes(timezones=st.just(UTC))),
    st.builds(Review, st.integers(0, 2), st.datetimes(timezones=st.just(UTC))),
)
def test_a_merge_keeps_the_entry_that_comes_back_sooner(first, second):
    kept = spacing.merged(first, second)
    assert kept in (first, second)
    assert kept == spacing.merged(second, first)
    assert kept.due == min(first.due, second.due)
    if first.due == second.due:
        assert kept.step == min(first.step, second.step)


stage_ids = st.from_regex(r"[a-z]{1,10}(-[a-z]{1,10}){0,3}", fullmatch=True).filter(
    lambda stage_id: "practice" not in stage_id
)


@given(stage_ids, st.integers(min_value=0, max_value=2**32 - 1), st.integers(0, 2**32 - 1))
def test_every_deal_of_a_practice_stage_is_one_entry_of_its_stage(stage_id, seed, other):
    key = spacing.review_key(lessons.practice_id(stage_id, seed))
    assert key == spacing.review_key(lessons.practice_id(stage_id, other))
    assert spacing.practice_stage(key) == stage_id
    assert key != stage_id


def test_a_course_level_is_queued_by_its_own_id():
    for level in lessons.COURSE.levels:
        assert spacing.review_key(level.id) == level.id
        assert spacing.practice_stage(level.id) is None
