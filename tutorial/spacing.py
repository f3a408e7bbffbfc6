"""When a mistake comes back: the review schedule of Learn, as pure functions of the time.

A level answered wrongly, revealed («Показать ответ») or played below its goal is queued and
comes back after 1, 3 and 7 days. The review is the first answer given once the level is due:
a right one moves it to the next interval (after the 7-day review it leaves the queue), a wrong
one, due or not, starts again at 1 day. A right answer before the level is due (the retry just
after the mistake) changes nothing: it is not yet a review.

A generated practice level (``<stage>-practice-<seed>``) is queued by its stage, its theme: it
comes back as a fresh deal of that stage, not the same one (``review_key``).

No Django here: the database layer (tutorial/services.py) stores the ``Review`` this module
returns, and the tests move the clock by passing ``now``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

# Days from an answer to the next review: the first after a mistake, then after each right review.
INTERVALS: tuple[int, ...] = (1, 3, 7)
PRACTICE_MARKER = "-practice-"
PRACTICE_SUFFIX = "-practice"


@dataclass(frozen=True)
class Review:
    """A queued mistake: ``step`` indexes ``INTERVALS`` (the interval that led to ``due``)."""

    step: int
    due: datetime

    def __post_init__(self) -> None:
        if not 0 <= self.step < len(INTERVALS):
            raise ValueError(f"a review step is 0 to {len(INTERVALS) - 1}, not {self.step}")

    def is_due(self, now: datetime) -> bool:
        return self.due <= now


def missed(now: datetime) -> Review:
    """A mistake (a wrong answer, an answer shown, a goal not met): back after one interval."""
    return Review(step=0, due=now + timedelta(days=INTERVALS[0]))


def answered(review: Review | None, *, correct: bool, now: datetime) -> Review | None:
    """The queue entry after an answer on the level (``None``: not, or no longer, queued)."""
    if not correct:
        return missed(now)
    if review is None or not review.is_due(now):
        return review
    step = review.step + 1
    if step == len(INTERVALS):
        return None
    return Review(step=step, due=now + timedelta(days=INTERVALS[step]))


def merged(first: Review, second: Review) -> Review:
    """One level queued in two places (a visitor's browser and the account signed in to): the
    entry that comes back sooner wins, with its step; on the same day, the lower step. A mistake
    made in either place is reviewed as soon as either would review it, so none is skipped."""
    return min(first, second, key=lambda review: (review.due, review.step))


def review_key(level_id: str) -> str:
    """What is queued for a level: its id, or ``<stage>-practice`` for a generated one."""
    stage_id, marker, seed = level_id.rpartition(PRACTICE_MARKER)
    if marker and stage_id and seed.isdigit():
        return stage_id + PRACTICE_SUFFIX
    return level_id


def practice_stage(key: str) -> str | None:
    """The stage whose fresh deal a queued key asks for; ``None`` for a course level's key."""
    stage_id, suffix, rest = key.rpartition(PRACTICE_SUFFIX)
    return stage_id if suffix and stage_id and not rest else None
