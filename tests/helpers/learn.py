"""Shared by the Learn web tests: levels of the real course and answers to them as a form or
as JSON sends them (the stated answer of each level is the engine's, proven by its tests)."""

from __future__ import annotations

from typing import Any

from tutorial import lessons


def course_levels() -> tuple[Any, ...]:
    return lessons.COURSE.levels


def answer_levels() -> tuple[Any, ...]:
    """The levels answered on the level page (a ``play_to_goal`` level is played at the table,
    tests/tutorial/test_web_table.py)."""
    return tuple(level for level in course_levels() if level.kind != "play_to_goal")


def answer_practice_stages() -> tuple[str, ...]:
    """The practice stages answered on the level page (not at the table)."""
    return tuple(
        stage
        for stage in lessons.PRACTICE_STAGES
        if lessons.generate(stage, 0).kind != "play_to_goal"
    )


def first_level() -> Any:
    return course_levels()[0]


def level_with_hints() -> Any:
    return next(level for level in course_levels() if level.hints)


def level_with_wrong() -> Any:
    return next(level for level in course_levels() if level.exercise.wrong)


def form_values(answer: Any) -> list[str]:
    """An answer as the page's buttons post it: text, one value per picked item."""
    if isinstance(answer, list | tuple | set | frozenset):
        return [_text(item) for item in answer]
    return [_text(answer)]


def _text(value: Any) -> str:
    return str(getattr(value, "en", value))


def right(level: Any) -> dict[str, list[str]]:
    return {"answer": form_values(level.exercise.answer)}


def wrong(level: Any) -> dict[str, list[str]]:
    return {"answer": form_values(level.exercise.wrong[0])}


def json_answer(answer: Any) -> Any:
    if isinstance(answer, list | tuple | set | frozenset):
        return [_text(item) for item in answer]
    return answer if isinstance(answer, int | str) else _text(answer)


def level_url(level: Any, language: str = "ru") -> str:
    prefix = "/en" if language == "en" else ""
    return f"{prefix}/learn/level/{level.id}/"
