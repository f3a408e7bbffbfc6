"""Reading a learner's progress: stars per level and stage, where to resume, the convention.

A learner is an ``Owner``: the signed-in user, or the anonymous session's key. Every read is
filtered by it, so one learner never sees another's progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import Convention
from rulings.models import HouseConvention
from rulings.web.words import PRESET_WORDS
from tutorial import lessons
from tutorial.models import Learner, LevelProgress

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
