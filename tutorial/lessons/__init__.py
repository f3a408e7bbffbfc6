"""Lesson content and its engine (issue 11): pure Python, no Django (import-linter checks it).

The public API the site codes against (see ``docs/learn.md``)::

    COURSE, stages(), stage(id), level(id), next_level(id)
    exercise_view(level, convention) -> dict          # never the answer
    grade(level, answer, convention, *, hints_used=0, attempt=1) -> Verdict
    defence_line(level, answer, convention) -> [{"seat", "card"}] | None   # on request
    generate(stage_id, seed) -> Level, PRACTICE_STAGES
    pooled_seeds(stage_id) -> seeds whose solver results are made ahead (made.py)
    check_course(course=COURSE) -> list[str]
    Text, Level, Stage, Category, Course, Verdict, AnswerError, UnknownLevelError, stars
"""

from __future__ import annotations

import re

from tutorial.lessons.check import check_course as _check_course
from tutorial.lessons.content import COURSE
from tutorial.lessons.generators import PRACTICE, PRACTICE_STAGES, generate, practice_id
from tutorial.lessons.grading import Verdict, defence_line, exercise_view, grade
from tutorial.lessons.made import pooled_seeds
from tutorial.lessons.model import (
    AnswerError,
    Category,
    Course,
    Judgement,
    LessonError,
    Level,
    LevelDataError,
    Stage,
    Text,
    UnknownLevelError,
)
from tutorial.lessons.stars import stars

_LEVELS = {level.id: level for level in COURSE.levels}
_STAGES = {stage.id: stage for stage in COURSE.stages}
_PRACTICE_ID = re.compile(rf"^(?P<stage>[a-z0-9-]+)-{PRACTICE}-(?P<seed>[0-9]{{1,18}})$")


def stages() -> tuple[Stage, ...]:
    return COURSE.stages


def stage(stage_id: str) -> Stage:
    try:
        return _STAGES[stage_id]
    except KeyError:
        raise UnknownLevelError(f"no stage has the id «{stage_id}»") from None


def level(level_id: str) -> Level:
    """A shipped level, or a generated one (``<stage_id>-practice-<seed>``) made again."""
    if level_id in _LEVELS:
        return _LEVELS[level_id]
    match = _PRACTICE_ID.match(level_id)
    if match and match["stage"] in PRACTICE_STAGES:
        return generate(match["stage"], int(match["seed"]))
    raise UnknownLevelError(f"no level has the id «{level_id}»")


def next_level(level_id: str) -> Level | None:
    """The next shipped level of the course (across stages); None after the last. A
    generated level's next is another practice level of its stage."""
    current = level(level_id)
    practice = _PRACTICE_ID.match(current.id)
    if current.id not in _LEVELS and practice:
        return generate(current.stage_id, int(practice["seed"]) + 1)
    levels = COURSE.levels
    index = levels.index(current)
    return levels[index + 1] if index + 1 < len(levels) else None


def check_course(course: Course = COURSE) -> list[str]:
    return _check_course(course)


__all__ = [
    "COURSE",
    "PRACTICE_STAGES",
    "AnswerError",
    "Category",
    "Course",
    "Judgement",
    "LessonError",
    "Level",
    "LevelDataError",
    "Stage",
    "Text",
    "UnknownLevelError",
    "Verdict",
    "check_course",
    "defence_line",
    "exercise_view",
    "generate",
    "grade",
    "level",
    "next_level",
    "pooled_seeds",
    "practice_id",
    "stage",
    "stages",
    "stars",
]
