"""Reading a learner's progress: stars per level and stage, where to resume, the convention.

A learner is an ``Owner``: the signed-in user, or the anonymous session's key. Every read is
filtered by it, so one learner never sees another's progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from rulings.core import Convention
from rulings.models import HouseConvention
from rulings.web.words import PRESET_WORDS
from tutorial import lessons, spacing
from tutorial.models import Learner, LevelProgress, ReviewItem

MAX_STARS = 3
DEFAULT_CONVENTION = "sochi"
HOUSE_PREFIX = "house:"


@dataclass(frozen=True)
class Owner:
    """Whose progress: a signed-in user, or else an anonymous session's key."""

    user: Any = None
    session_key: str = ""

    @property
    def lookup(self) -> dict[str, Any]:
        if self.user is not None:
            return {"user": self.user}
        return {"user__isnull": True, "session_key": self.session_key}

    @property
    def known(self) -> bool:
        return self.user is not None or bool(self.session_key)


def progress_by_level(owner: Owner) -> dict[str, LevelProgress]:
    if not owner.known:
        return {}
    return {row.level_id: row for row in LevelProgress.objects.filter(**owner.lookup)}


def level_progress(owner: Owner, level_id: str) -> LevelProgress | None:
    if not owner.known:
        return None
    return LevelProgress.objects.filter(**owner.lookup, level_id=level_id).first()


def learner(owner: Owner) -> Learner | None:
    if not owner.known:
        return None
    return Learner.objects.filter(**owner.lookup).first()


@dataclass(frozen=True)
class StageSummary:
    stage: Any
    earned: int
    possible: int
    solved: int

    @property
    def done(self) -> bool:
        return self.solved == len(self.stage.levels)


def stage_summary(stage: Any, progress: dict[str, LevelProgress]) -> StageSummary:
    rows = [progress.get(level.id) for level in stage.levels]
    return StageSummary(
        stage=stage,
        earned=sum(row.stars for row in rows if row),
        possible=MAX_STARS * len(stage.levels),
        solved=sum(1 for row in rows if row and row.completed_at),
    )


def course_map(progress: dict[str, LevelProgress]) -> list[tuple[Any, list[StageSummary]]]:
    """Each category with its stages' stars earned and possible."""
    return [
        (category, [stage_summary(stage, progress) for stage in category.stages])
        for category in lessons.COURSE.categories
    ]


def resume_level(owner: Owner, progress: dict[str, LevelProgress]) -> Any | None:
    """Where to continue: the last level opened if it is not solved yet, else the first
    unsolved level after it, else the first unsolved level of the course (None: all done)."""
    order = [level for stage in lessons.stages() for level in stage.levels]
    record = learner(owner)
    start = 0
    if record and record.last_level:
        start = next((i for i, lvl in enumerate(order) if lvl.id == record.last_level), 0)
    for level in order[start:] + order[:start]:
        row = progress.get(level.id)
        if not (row and row.completed_at):
            return level
    return None


@dataclass(frozen=True)
class Recommendation:
    """The stage to take next and why: ``reason`` is ``"first"`` (nothing solved yet),
    ``"started"`` (levels of it solved), ``"before"`` (it comes before stages already started:
    the course goes in order, bidding before whisting) or ``"next"`` (the stages before it done)."""

    summary: StageSummary
    reason: str


def recommended_stage(
    categories: list[tuple[Any, list[StageSummary]]],
) -> Recommendation | None:
    """The first stage not done in the course's order (None: every stage is done)."""
    summaries = [summary for _category, stages in categories for summary in stages]
    for index, summary in enumerate(summaries):
        if summary.done:
            continue
        if summary.solved:
            reason = "started"
        elif any(later.solved for later in summaries[index + 1 :]):
            reason = "before"
        else:
            reason = "next" if index else "first"
        return Recommendation(summary, reason)
    return None


@dataclass(frozen=True)
class Queued:
    """A mistake in the learner's review queue: a course level, or (``level`` None) a fresh
    practice deal of ``stage``."""

    item: ReviewItem
    stage: Any
    level: Any = None

    @property
    def practice(self) -> bool:
        return self.level is None


def review_queue(owner: Owner) -> list[Queued]:
    """The learner's queued mistakes, soonest first; a level no longer in the course is left out."""
    if not owner.known:
        return []
    return [
        queued
        for item in ReviewItem.objects.filter(**owner.lookup)
        if (queued := _queued(item)) is not None
    ]


def _queued(item: ReviewItem) -> Queued | None:
    stage_id = spacing.practice_stage(item.key)
    if stage_id is not None:
        if stage_id not in lessons.PRACTICE_STAGES:
            return None
        return Queued(item, lessons.stage(stage_id))
    try:
        level = lessons.level(item.key)
    except lessons.UnknownLevelError:
        return None
    return Queued(item, lessons.stage(level.stage_id), level)


def due_reviews(owner: Owner, now: datetime | None = None) -> list[Queued]:
    """The queued mistakes due now (``now``: the clock's time by default)."""
    now = now or timezone.now()
    return [queued for queued in review_queue(owner) if queued.item.review.is_due(now)]


@dataclass(frozen=True)
class ReviewCount:
    """The learner's queue in short: how many mistakes are due now, when the next one comes
    back (None: the queue is empty), how many come back that day and whether it is tomorrow
    («Ошибки вернутся завтра: 9 уровней»)."""

    due: int
    next_due: datetime | None
    next_count: int = 0
    tomorrow: bool = False


def review_count(owner: Owner, now: datetime | None = None) -> ReviewCount:
    now = now or timezone.now()
    queue = review_queue(owner)
    due = sum(1 for queued in queue if queued.item.review.is_due(now))
    if not queue:
        return ReviewCount(due, None)
    next_due = queue[0].item.due_at
    day = timezone.localdate(next_due)
    return ReviewCount(
        due,
        next_due,
        sum(1 for queued in queue if timezone.localdate(queued.item.due_at) == day),
        day == timezone.localdate(now) + timedelta(days=1),
    )


def after_verdict(owner: Owner, level: Any, *, practice: bool) -> dict[str, Any]:
    """What a level's verdict leads on to: the mistakes still due (the review session goes on
    while there are), and whether the level's stage is done (its summary is offered)."""
    done = (
        not practice and stage_summary(lessons.stage(level.stage_id), progress_by_level(owner)).done
    )
    return {"due_reviews": len(due_reviews(owner)), "stage_done": done}


def house_choices() -> list[tuple[str, str]]:
    return [(HOUSE_PREFIX + h.slug, h.title) for h in HouseConvention.objects.only("slug", "title")]


def convention_choices() -> list[tuple[str, str]]:
    """The presets, then every published house convention."""
    return [(key, str(label)) for key, label in PRESET_WORDS.items()] + house_choices()


@dataclass(frozen=True)
class ChosenConvention:
    key: str
    label: str
    convention: Convention
    house: HouseConvention | None = None


def resolve_convention(key: str) -> ChosenConvention | None:
    """A preset key or ``house:<slug>`` as a convention; None if there is no such one."""
    if key in PRESET_WORDS:
        return _preset(key)
    if key.startswith(HOUSE_PREFIX):
        house = HouseConvention.objects.at(key.removeprefix(HOUSE_PREFIX))
        if house is not None:
            return ChosenConvention(key, house.title, house.usable_convention()[0], house)
    return None


def chosen_convention(owner: Owner) -> ChosenConvention:
    """The learner's convention; the default preset if none is chosen or the house is gone."""
    record = learner(owner)
    chosen = resolve_convention(record.convention) if record else None
    return chosen or default_convention()


def default_convention() -> ChosenConvention:
    return _preset(DEFAULT_CONVENTION)


def _preset(key: str) -> ChosenConvention:
    return ChosenConvention(key, str(PRESET_WORDS[key]), Convention.preset(key))
