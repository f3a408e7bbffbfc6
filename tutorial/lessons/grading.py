"""Grading a level: the exercise's grader, then stars, then the verdict the site shows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.core import Citation, Convention
from tutorial.lessons.answers import understood
from tutorial.lessons.model import Level, Text
from tutorial.lessons.moved import what_moved
from tutorial.lessons.rules_names import rules_name
from tutorial.lessons.stars import stars


@dataclass(frozen=True)
class Verdict:
    correct: bool
    stars: int
    explanation: Text
    citations: tuple[Citation, ...]
    best: Any
    value: float | None = None
    best_value: float | None = None
    details: Mapping[str, Any] = field(default_factory=dict)

    def as_json(self, language: str = "ru") -> dict[str, Any]:
        return {
            "correct": self.correct,
            "stars": self.stars,
            "explanation": self.explanation.get(language),
            "citation": [
                {"source": citation.source.key, "text": citation.text}
                for citation in self.citations
            ],
            "best": self.best,
            "value": self.value,
            "best_value": self.best_value,
            "details": dict(self.details),
        }


def grade(
    level: Level,
    answer: Any,
    convention: Convention,
    *,
    hints_used: int = 0,
    attempt: int = 1,
    before: Convention | None = None,
) -> Verdict:
    """Grade ``answer`` (the JSON value sent) under ``convention``; ``AnswerError`` if it
    cannot be read. An answer written another way than the exercise's own (a choice's text, a
    seat's name, digits for a count) is read as the answer it names (``answers.understood``).
    ``before``: the rules the learner chose before ``convention``; where the level's grade
    depends on what the two set differently, the verdict says what moved and why
    (``moved.what_moved``, ``details["moved"]``)."""
    exercise = level.exercise
    sent = answer
    answer = understood(answer, exercise.view(convention), exercise.answer)
    judgement = exercise.judge(answer, convention)
    explanation = judgement.reason
    details = dict(judgement.details)
    if level.depends_on:
        # The site names the convention in the reader's language from details["convention"].
        explanation = explanation + Text(
            "Ответ зависит от правил стола; проверено {rules}.",
            "The answer depends on the table's rules; graded {rules}.",
        ).format(rules=rules_name(graded_under(convention, judgement)))
        details["convention"] = convention.key
        moved = what_moved(level, sent, before, convention) if before is not None else None
        if moved is not None:  # its own paragraph on the page: ``details["moved"]["text"]``
            details["moved"] = moved.as_json()
    return Verdict(
        correct=judgement.correct,
        stars=stars(
            correct=judgement.correct,
            best=judgement.best,
            hints_used=hints_used,
            attempt=attempt,
            par=level.par,
        ),
        explanation=explanation,
        citations=(*judgement.citations, *level.sources),
        best=judgement.best_answer,
        value=judgement.value,
        best_value=judgement.best_value,
        details=details,
    )


def graded_under(convention: Convention, judgement: Any) -> Convention:
    """The rules the answer was graded under: the learner's, or the preset a level falls back
    to where the table lacks its contract (``valued.with_fallback_note``)."""
    fallback = judgement.details.get("graded_under")
    return Convention.preset(fallback) if fallback else convention


def exercise_view(level: Level, convention: Convention) -> dict[str, Any]:
    """The exercise as the learner sees it: never the answer."""
    exercise = level.exercise
    return {
        "kind": exercise.kind,
        "level": level.id,
        "prompt": exercise.prompt.as_json(),
        "depends_on": list(level.depends_on),
        "convention": convention.key,
        **exercise.view(convention),
    }


def defence_line(
    level: Level, answer: Any, convention: Convention, *, node_budget: int | None = None
) -> list[dict[str, str]] | None:
    """For an answer the level shows beaten (a weaker discard), the play on the layout that
    beats it with best play by all, as ``[{"seat", "card"}]``; None where there is none. Solved
    on request (a few hundred milliseconds), not inside ``grade``; past ``node_budget`` positions
    searched, ``SolverBudgetError``."""
    line = getattr(level.exercise, "defence_line", None)
    return None if line is None else line(answer, convention, node_budget=node_budget)
