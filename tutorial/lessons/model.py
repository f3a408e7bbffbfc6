"""The course as data: categories → stages → levels, each level one exercise (issue 11).

A level is a short explanation with real cards and one exercise; both languages stand side by
side in ``Text`` and every rule a level teaches is cited through the core's source registry
(``rulings.core.cite``). The exercise is graded by its kind's code (``tutorial.lessons.kinds``),
never by a stored answer alone; ``check_course`` proves each stated answer against its grader.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from rulings.core import Card, Citation, Convention, fill


class LessonError(ValueError):
    """Base of the lesson engine's errors."""


class UnknownLevelError(LessonError):
    """No level (or stage) has this id."""


class AnswerError(LessonError):
    """The learner's answer cannot be read. ``field`` names what is wrong (``answer``), and
    ``message`` is an English template with ``params`` (like the core's errors) that the web
    layer translates; ``text`` says the same in both languages."""

    def __init__(self, template: str, /, *, field: str = "answer", **params: Any):
        self.field = field
        self.template = template
        self.params = params
        self.message = fill(template, {name: _english(value) for name, value in params.items()})
        super().__init__(self.message)


def _english(value: Any) -> Any:
    """A message parameter as the English message writes it (a list of texts: comma-separated);
    the web layer fills the template in the reader's language from ``params`` instead."""
    if isinstance(value, list | tuple):
        return ", ".join(str(_english(item)) for item in value)
    return value.en if isinstance(value, Text) else value


class LevelDataError(LessonError):
    """A level is written wrongly (found when the course is built, not when it is graded)."""


@dataclass(frozen=True, slots=True)
class Text:
    """One text in both languages of the site."""

    ru: str
    en: str

    def get(self, language: str = "ru") -> str:
        return self.en if language == "en" else self.ru

    def as_json(self) -> dict[str, str]:
        return {"ru": self.ru, "en": self.en}

    def format(self, **params: Any) -> Text:
        """Fill ``{name}`` fields; a value with ``ru``/``en`` (a card, a contract, a Text) is
        written in each language's notation (a card in English prose as ``Q♥``)."""
        return Text(
            self.ru.format(**{k: _in(v, "ru") for k, v in params.items()}),
            self.en.format(**{k: _in(v, "en") for k, v in params.items()}),
        )

    def __add__(self, other: Text) -> Text:
        return Text(f"{self.ru} {other.ru}".strip(), f"{self.en} {other.en}".strip())


def _in(value: Any, language: str) -> Any:
    if isinstance(value, Text):
        return value.get(language)
    if isinstance(value, Card):  # in prose a card shows its suit: «Д♥» / «Q♥»
        return value.ru if language == "ru" else value.symbol
    if hasattr(value, "ru") and hasattr(value, "en"):
        if language == "en" and value.ru[-1:] in "♠♣♦♥":  # a contract in prose: «6♥», not «6H»
            return value.ru
        return value.ru if language == "ru" else value.en
    return value


@dataclass(frozen=True)
class Judgement:
    """What an exercise's grader says about one answer, before stars.

    ``correct``: the answer is accepted; ``best``: it is the best answer (value-graded kinds
    accept answers within a tolerance that are not the best); ``reason``: why, in words."""

    correct: bool
    best: bool
    reason: Text
    best_answer: Any = None
    value: float | None = None
    best_value: float | None = None
    details: Mapping[str, Any] = field(default_factory=dict)
    citations: tuple[Citation, ...] = ()  # the rule this answer broke, beyond the level's own


class Exercise(Protocol):
    """What every exercise kind provides (one module per kind in ``kinds/``)."""

    kind: str
    prompt: Text
    answer: Any  # the stated answer, checked against the grader by check_course
    wrong: tuple[Any, ...]  # answers the level says are wrong, checked to fail

    def view(self, convention: Convention) -> dict[str, Any]: ...

    def judge(self, answer: Any, convention: Convention) -> Judgement: ...

    def depends_on(self) -> tuple[str, ...]: ...

    def check(self, convention: Convention) -> list[str]: ...


_SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Level:
    id: str
    stage_id: str
    title: Text
    explanation: Text
    exercise: Exercise
    sources: tuple[Citation, ...]
    par: int = 1
    hints: tuple[Text, ...] = ()
    review: bool = False

    def __post_init__(self) -> None:
        if not _SLUG.match(self.id):
            raise LevelDataError(f"level id «{self.id}» is not a slug [a-z0-9-]")
        if not self.sources:
            raise LevelDataError(f"level «{self.id}» cites no source for its rule")

    @property
    def kind(self) -> str:
        return self.exercise.kind

    @property
    def depends_on(self) -> tuple[str, ...]:
        """The convention options the answer depends on (empty: the same under every one)."""
        return self.exercise.depends_on()


@dataclass(frozen=True)
class Stage:
    id: str
    category: str
    title: Text
    intro: Text
    levels: tuple[Level, ...]


@dataclass(frozen=True)
class Category:
    id: str  # "bidding" | "whisting"
    title: Text
    stages: tuple[Stage, ...]


@dataclass(frozen=True)
class Course:
    categories: tuple[Category, ...]

    @property
    def stages(self) -> tuple[Stage, ...]:
        return tuple(stage for category in self.categories for stage in category.stages)

    @property
    def levels(self) -> tuple[Level, ...]:
        return tuple(level for stage in self.stages for level in stage.levels)
