"""What moved when the learner changed the rules (issue 20: «when the learner changes the
convention, the verdict says what moved and why»).

A level whose grade depends on the convention (``level.depends_on``) is graded under the rules
the learner chose before and under the rules chosen now, by the level's own grader (the core
under each convention, never a stored sentence). ``what_moved`` compares the two grades of the
learner's answer: whether it is right, its value (the value-graded kinds' mean balance), and
the best answer; it says what moved and why (the options the level depends on that the two
conventions set differently, named by the core's own description of each option).

The best answer is named only when the learner's answer is right under the rules chosen now
(a wrong answer's verdict never names the right one: «Asking, not telling»).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import (
    CardParseError,
    Convention,
    PreferansError,
    parse_call,
    parse_cards,
)
from tutorial.lessons.answers import understood
from tutorial.lessons.kinds.valued import whists
from tutorial.lessons.model import LessonError, Level, Text
from tutorial.lessons.rules_names import capitalized, rules_name


@dataclass(frozen=True)
class Moved:
    """The answer graded under the rules before and now, and why they differ."""

    before: Convention
    options: tuple[str, ...]  # the options the level depends on that the two set differently
    what: Text  # what moved in the grade
    why: Text  # the options, by the core's words

    @property
    def text(self) -> Text:
        return self.what + self.why

    def as_json(self) -> dict[str, Any]:
        return {
            "from": self.before.key,
            "options": list(self.options),
            "text": self.text.as_json(),
            "what": self.what.as_json(),
        }


def changed_options(level: Level, before: Convention, after: Convention) -> tuple[str, ...]:
    return tuple(name for name in level.depends_on if getattr(before, name) != getattr(after, name))


def answer_words(answer: Any, view: dict[str, Any], convention: Convention) -> Text:
    """An answer as the level offers it: a choice by its text, a call or contract as players
    write it (``6♠``, ``пас``), cards by their signs."""
    for choice in view.get("choices", ()):
        if isinstance(choice, dict) and choice.get("id") == answer:
            return Text(choice["text"]["ru"], choice["text"]["en"])
    written = " ".join(map(str, answer)) if isinstance(answer, list | tuple) else str(answer)
    try:
        shown: Any = (
            " ".join(c.ru for c in parse_cards(written))
            if written != str(answer)
            else (parse_call(written, convention))
        )
    except (CardParseError, PreferansError):
        shown = written
    return Text("{a}", "{a}").format(a=shown)


def _valued(value: float | None) -> Text:
    """« (+0,4 виста)», or nothing for a kind without values."""
    return Text("", "") if value is None else Text(" ({v})", " ({v})").format(v=whists(value))


def what_moved(level: Level, answer: Any, before: Convention, after: Convention) -> Moved | None:
    """What the change of rules from ``before`` to ``after`` moved in the grade of ``answer``;
    None when the level does not depend on the options the two set differently, or the answer
    cannot be graded under ``before`` (a call that table does not have)."""
    options = changed_options(level, before, after)
    if not options:
        return None
    exercise = level.exercise
    view_before, view_after = exercise.view(before), exercise.view(after)
    try:
        was = exercise.judge(understood(answer, view_before, exercise.answer), before)
        now = exercise.judge(understood(answer, view_after, exercise.answer), after)
    except (LessonError, ValueError):
        return None
    names = {"then": capitalized(rules_name(before, before=True)), "now": rules_name(after)}
    if was.correct != now.correct:
        what = Text(
            "{then} этот ответ был {was}{v0}, {now} он {is_}{v1}.",
            "{then} this answer was {was}{v0}; {now} it is {is_}{v1}.",
        ).format(
            **names,
            was=Text("верным", "right") if was.correct else Text("неверным", "wrong"),
            is_=Text("верный", "right") if now.correct else Text("неверный", "wrong"),
            v0=_valued(was.value),
            v1=_valued(now.value),
        )
    elif (
        was.value is not None
        and now.value is not None
        and round(was.value, 1) != round(now.value, 1)
    ):
        what = Text(
            "{then} этот ответ давал {v0}, {now} — {v1}.",
            "{then} this answer gave {v0}; {now}, {v1}.",
        ).format(**names, v0=whists(was.value), v1=whists(now.value))
    else:
        what = Text(
            "{then} этот ответ оценивался так же.", "{then} this answer was graded the same."
        ).format(**names)
    if now.correct and was.best_answer != now.best_answer:
        what = what + Text(
            "Лучший ответ {then_rules} — «{b0}»{v0}, {now} — «{b1}»{v1}.",
            "The best answer {then_rules}: «{b0}»{v0}; {now}: «{b1}»{v1}.",
        ).format(
            then_rules=rules_name(before, before=True),
            now=rules_name(after),
            b0=answer_words(was.best_answer, view_before, before),
            b1=answer_words(now.best_answer, view_after, after),
            v0=_valued(exercise.judge(was.best_answer, before).value),
            v1=_valued(exercise.judge(now.best_answer, after).value),
        )
    why = Text(
        "Правила различаются в том, от чего зависит ответ: {ru}.",
        "The rules differ in what the answer depends on: {en}.",
    ).format(
        ru="; ".join(f"«{_option(name).ru}»" for name in options),
        en="; ".join(f"«{_option(name).en}»" for name in options),
    )
    return Moved(before, options, what, why)


def _option(name: str) -> Text:
    """An option's own description, from the core."""
    info = next(info for info in Convention.options() if info.name == name)
    return Text(info.ru, info.en)
