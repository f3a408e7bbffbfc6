"""What the kinds that ask for numbers share (``score_deal``, ``settle_pulya``).

The learner fills in a few boxes (``fields``: what each number is, in both languages); the
answer is the list of those numbers in the boxes' order (as JSON numbers or as text: ``12``,
``"-4"``, ``"22,5"``), or an object ``{box id: number}``. The grader asks the core for every
box's number and its arithmetic (``Worked``); a number that differs is shown with the
arithmetic that gives the right one (the core's factors, worded here), never a stored string.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tutorial.lessons.kinds.common import shown
from tutorial.lessons.model import AnswerError, Judgement, Text

LIMIT = 10**6  # no sheet holds a number this large
_NUMBER = re.compile(r"^\s*([-−–+]?)\s*(\d{1,7})(?:[.,](\d{1,3}))?\s*$")


@dataclass(frozen=True)
class Field:
    """One box: its id (``pulya:W``, ``whists:E:W``, ``balance:S``) and its label."""

    id: str
    label: Text
    # a wrong number as a sentence, «В пулю Запад пишет не {given}, а {right}» (else the label)
    says: Text | None = None

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label.as_json()}


@dataclass(frozen=True)
class Worked:
    """A box's number from the core and how it comes out (the arithmetic, in words)."""

    value: Fraction
    working: Text


def number_text(value: Fraction | int, language: str = "ru") -> str:
    """``22.5`` / ``22,5``, ``-4``, ``73.33`` (a third to two places), a minus as «−»."""
    value = Fraction(value)
    if value.denominator == 1:
        text = str(value.numerator)
    else:
        text = f"{float(value):.2f}".rstrip("0").rstrip(".")
        if language == "ru":
            text = text.replace(".", ",")
    return text.replace("-", "−")


def number(value: Fraction | int) -> Text:
    return Text(number_text(value, "ru"), number_text(value, "en"))


def as_json_number(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else round(float(value), 2)


def read_number(item: Any) -> Fraction:
    """One box as sent: an int or a text of digits (a sign, a decimal comma or point)."""
    if isinstance(item, int) and not isinstance(item, bool) and abs(item) < LIMIT:
        return Fraction(item)
    if isinstance(item, float) and item == item and abs(item) < LIMIT:  # not NaN
        return Fraction(item).limit_denominator(1000)
    match = _NUMBER.match(item) if isinstance(item, str) and len(item) <= 20 else None
    if match is None:
        raise AnswerError(
            "«%(value)s» is not a number: write a whole number such as 12 or -4, or a half as 22.5",
            value=shown(item),
        )
    sign, whole, part = match.groups()
    value = Fraction(int(whole)) + (Fraction(int(part), 10 ** len(part)) if part else 0)
    return -value if sign in ("-", "−", "–") else value


def read_numbers(answer: Any, fields: Sequence[Field]) -> list[Fraction]:
    """The learner's numbers in the boxes' order."""
    ids = [field.id for field in fields]
    if isinstance(answer, Mapping):
        if set(answer) != set(ids):
            raise AnswerError(
                "Fill in every box: %(fields)s", fields=[field.label for field in fields]
            )
        answer = [answer[key] for key in ids]
    if isinstance(answer, str | int | float) and len(ids) == 1:
        answer = [answer]
    if not isinstance(answer, list | tuple) or len(answer) != len(ids):
        raise AnswerError(
            "Fill in every box (%(count)s numbers): %(fields)s",
            count=len(ids),
            fields=[field.label for field in fields],
        )
    return [read_number(item) for item in answer]


NOT_BUT = Text("{label} — не {{given}}, а {{right}}", "{label} — {{right}}, not {{given}}")


def judge_numbers(
    answer: Any, fields: Sequence[Field], worked: Mapping[str, Worked], lead: Text
) -> Judgement:
    """Every box against the core's number. Right: each number with its arithmetic after
    ``lead``; wrong: the boxes that differ, each with the arithmetic of its number."""
    given = read_numbers(answer, fields)
    wrong = [
        (field, value)
        for field, value in zip(fields, given, strict=True)
        if value != worked[field.id].value
    ]
    best = [number_text(worked[field.id].value, "en").replace("−", "-") for field in fields]
    if not wrong:
        lines = [_line(field, worked[field.id]) for field in fields]
        return Judgement(True, True, lead + _joined(lines), best_answer=best)
    lines = [
        Text("{says}: {working}", "{says}: {working}").format(
            says=(field.says or NOT_BUT.format(label=field.label)).format(
                given=number(value), right=number(worked[field.id].value)
            ),
            working=worked[field.id].working,
        )
        for field, value in wrong
    ]
    right = len(fields) - len(wrong)
    count = Text("Верно {right} из {total}.", "{right} of {total} right.").format(
        right=right, total=len(fields)
    )
    return Judgement(False, False, count + _joined(lines), best_answer=best)


def _line(field: Field, worked: Worked) -> Text:
    return Text("{label}: {working}", "{label}: {working}").format(
        label=field.label, working=worked.working
    )


def _joined(lines: Sequence[Text]) -> Text:
    return Text(
        " ".join(line.ru.rstrip(".") + "." for line in lines),
        " ".join(line.en.rstrip(".") + "." for line in lines),
    )


def noted(judgement: Judgement, note: Text | None) -> Judgement:
    """The judgement with ``note`` (why it is graded under other rules) before its reason."""
    return judgement if note is None else replace(judgement, reason=note + judgement.reason)
