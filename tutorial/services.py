"""Writing a learner's progress: saved at once with each answer (a right answer is never lost
to a page left early), the best stars kept, anonymous progress merged into an account.

Every answer and every answer shown also moves the review queue (tutorial/spacing.py): a
mistake comes back after 1, 3 and 7 days. Whatever kind a level is, its result goes through
``record_answer`` or ``record_give_up``, so every kind feeds the queue.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from tutorial import spacing
from tutorial.models import Learner, LevelProgress, ReviewItem
from tutorial.selectors import Owner


def _row(owner: Owner, level_id: str) -> LevelProgress:
    """The owner's row for the level, locked for the update (made if missing)."""
    row, _created = LevelProgress.objects.select_for_update().get_or_create(
        **_owner_fields(owner), level_id=level_id
    )
    return row


def _owner_fields(owner: Owner) -> dict[str, Any]:
    if owner.user is not None:
        return {"user": owner.user, "session_key": ""}
    return {"user": None, "session_key": owner.session_key}


@transaction.atomic
def record_answer(
    owner: Owner, level_id: str, *, correct: bool, stars: int, now: datetime | None = None
) -> LevelProgress:
    """An answer given: counted; a right one ends the try, and its stars replace the saved
    ones only if higher (the lichess rule: a worse retry never costs what was earned). A wrong
    one (a goal not met too) queues the level for review; a right one on a due review moves it
    on (``now``: the time of the answer, the clock's by default)."""
    now = now or timezone.now()
    _schedule(owner, level_id, correct=correct, now=now)
    row = _row(owner, level_id)
    row.attempts += 1
    if correct:
        row.stars = max(row.stars, stars)
        row.completed_at = row.completed_at or now
        row.misses = 0
        row.hints_used = 0
    else:
        row.misses += 1
    row.save()
    return row


@transaction.atomic
def record_give_up(owner: Owner, level_id: str, *, now: datetime | None = None) -> LevelProgress:
    """«Show the answer»: the try ends with no stars (the saved best stays, as after any try),
    the next one starts without misses or hints; the level is queued for review as after a
    wrong answer."""
    _schedule(owner, level_id, correct=False, now=now or timezone.now())
    row = _row(owner, level_id)
    row.misses = 0
    row.hints_used = 0
    row.save()
    return row


@transaction.atomic
def record_hint(owner: Owner, level_id: str, *, available: int) -> int:
    """One more hint shown in the try under way (at most ``available``); how many now."""
    row = _row(owner, level_id)
    if row.hints_used < available:
        row.hints_used += 1
        row.save(update_fields=["hints_used", "updated_at"])
    return row.hints_used


def _schedule(owner: Owner, level_id: str, *, correct: bool, now: datetime) -> None:
    """The level's entry in the review queue after an answer (``spacing.answered``)."""
    fields = {**_owner_fields(owner), "key": spacing.review_key(level_id)}
    item = ReviewItem.objects.select_for_update().filter(**fields).first()
    before = item.review if item else None
    after = spacing.answered(before, correct=correct, now=now)
    if after == before:
        return
    if after is None:
        item.delete()
    else:
        ReviewItem.objects.update_or_create(
            **fields, defaults={"step": after.step, "due_at": after.due}
        )


def _learner(owner: Owner) -> Learner:
    record, _created = Learner.objects.get_or_create(**_owner_fields(owner))
    return record


def visit(owner: Owner, level_id: str) -> None:
    """Remember the course level opened last (the course map resumes there)."""
    record = _learner(owner)
    if record.last_level != level_id:
        record.last_level = level_id
        record.save(update_fields=["last_level", "updated_at"])


def choose_convention(owner: Owner, key: str) -> None:
    record = _learner(owner)
    record.convention = key
    record.save(update_fields=["convention", "updated_at"])


@transaction.atomic
def merge_into_user(*, user: Any, session_key: str) -> int:
    """At sign-in or sign-up: the session's progress becomes the user's, the best of both per
    level; the session's choices fill in what the account has not chosen. Rows merged."""
    if not session_key or not user.is_authenticated:
        return 0
    anonymous = LevelProgress.objects.select_for_update().filter(
        user__isnull=True, session_key=session_key
    )
    mine = {
        row.level_id: row
        for row in LevelProgress.objects.select_for_update().filter(
            user=user, level_id__in=anonymous.values("level_id")
        )
    }
    merged = 0
    for row in anonymous:
        kept = mine.get(row.level_id)
        if kept is None:
            row.user, row.session_key = user, ""
            row.save()
        else:
            _merge_rows(kept, row)
            row.delete()
        merged += 1
    _merge_learner(user, session_key)
    _merge_reviews(user, session_key)
    return merged


def _merge_rows(kept: LevelProgress, other: LevelProgress) -> None:
    kept.stars = max(kept.stars, other.stars)
    kept.attempts += other.attempts
    solved = [when for when in (kept.completed_at, other.completed_at) if when]
    kept.completed_at = min(solved) if solved else None
    kept.save()


def _merge_learner(user: Any, session_key: str) -> None:
    other = Learner.objects.filter(user__isnull=True, session_key=session_key).first()
    if other is None:
        return
    record, _created = Learner.objects.get_or_create(user=user, session_key="")
    record.convention = record.convention or other.convention
    if other.last_level and (not record.last_level or other.updated_at > record.updated_at):
        record.last_level = other.last_level
    record.save()
    other.delete()


def _merge_reviews(user: Any, session_key: str) -> None:
    """The session's queued mistakes join the account's: one entry per level, the one that
    comes back sooner kept (``spacing.merged``)."""
    anonymous = ReviewItem.objects.select_for_update().filter(
        user__isnull=True, session_key=session_key
    )
    mine = {
        item.key: item
        for item in ReviewItem.objects.select_for_update().filter(
            user=user, key__in=anonymous.values("key")
        )
    }
    for item in anonymous:
        kept = mine.get(item.key)
        if kept is None:
            item.user, item.session_key = user, ""
            item.save()
            continue
        review = spacing.merged(kept.review, item.review)
        kept.step, kept.due_at = review.step, review.due
        kept.save()
        item.delete()
