"""``check_course``: every shipped level proves its own answer (``manage.py lessons check``).

For each level: the stated answer passes its grader and is the best answer; every wrong answer
it lists fails; both languages are filled in everywhere, and the Russian sentences are Russian;
every citation resolves in the core's source registry; the ids are unique; and the kind's own
checks hold (a value-graded level's stored table of tricks equals a fresh computation by the
solver). ``check_course`` and ``check_practice`` add the checks of ``telling`` (issue 20): no
answer above the question, a reason of its own for every wrong answer, a quote in every citation;
and of ``taught``: no term of the game before the stage that teaches it.
"""

from __future__ import annotations

import re

from rulings.core import PRESETS, UnknownSourceError, source
from tutorial.lessons.model import Course, LessonError, Level, Text
from tutorial.lessons.taught import early, taught_problems
from tutorial.lessons.telling import telling_problems, wording_problems

DEFAULT = "sochi"
_CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)  # the preset stated answers are written under


def check_level(level: Level, *, tables: bool = True) -> list[str]:
    """``tables=False`` skips the kind's own checks (a value-graded level's solver run)."""
    convention = PRESETS[DEFAULT]
    exercise = level.exercise
    problems: list[str] = []
    try:
        verdict = exercise.judge(exercise.answer, convention)
        if not (verdict.correct and verdict.best):
            problems.append(
                f"the stated answer {exercise.answer!r} fails (best {verdict.best_answer!r})"
            )
        for wrong in exercise.wrong:
            if exercise.judge(wrong, convention).correct:
                problems.append(f"the wrong answer {wrong!r} passes")
        if tables:
            problems += exercise.check(convention)
    except (LessonError, ValueError) as error:
        problems.append(f"grading fails: {error}")
    problems += [f"{where}: {language} is empty" for where, language in missing_texts(level)]
    problems += [f"{where}: ru has no Russian word" for where in unrussian_texts(level)]
    for citation in level.sources:
        try:
            source(citation.source.key)
        except UnknownSourceError:
            problems.append(f"cites an unknown source «{citation.source.key}»")
    return [f"{level.id}: {problem}" for problem in problems]


def sentences(level: Level) -> list[tuple[str, Text]]:
    return [
        ("title", level.title),
        ("explanation", level.explanation),
        ("prompt", level.exercise.prompt),
        *((f"hint {n}", hint) for n, hint in enumerate(level.hints, 1)),
    ]


def missing_texts(level: Level) -> list[tuple[str, str]]:
    texts = sentences(level)
    choices = getattr(level.exercise, "choices", ())
    texts += [(f"choice {key}", text) for key, text in choices]
    # the boxes of a numbers kind (score_deal, settle_pulya) are labelled in both languages
    texts += [(f"box {box.id}", box.label) for box in getattr(level.exercise, "fields", ())]
    return [
        (where, language)
        for where, text in texts
        for language in ("ru", "en")
        if not text.get(language).strip()
    ]


def unrussian_texts(level: Level) -> list[str]:
    """Where the Russian side of a sentence holds no Cyrillic letter: English left in place
    (choices may be numbers or contracts, so only the sentences are read)."""
    return [
        where
        for where, text in sentences(level)
        if text.ru.strip() and not _CYRILLIC.search(text.ru)
    ]


def check_course(course: Course) -> list[str]:
    order = stage_order(course)
    problems: list[str] = []
    seen: set[str] = set()
    for stage in course.stages:
        if stage.id in seen:
            problems.append(f"stage id {stage.id} is used twice")
        seen.add(stage.id)
        stage_texts = (("title", stage.title), ("intro", stage.intro))
        for where, text in stage_texts:
            problems += [
                f"{stage.id}: {where}: {lang} is empty"
                for lang in ("ru", "en")
                if not text.get(lang)
            ]
        problems += [f"{stage.id}: {p}" for p in early(stage_texts, stage.id, order)]
        problems += [f"{stage.id}: {p}" for p in wording_problems(stage_texts)]
        for level in stage.levels:
            if level.id in seen:
                problems.append(f"level id {level.id} is used twice")
            seen.add(level.id)
            if level.stage_id != stage.id:
                problems.append(f"{level.id}: stage_id {level.stage_id} is not {stage.id}")
            problems += check_level(level)
            problems += telling_under_every_preset(level)
            problems += [
                f"{level.id}: {p}" for p in taught_problems(level, PRESETS[DEFAULT], order)
            ]
    return problems


def telling_under_every_preset(level: Level) -> list[str]:
    """``telling_problems`` under the default rules and, for a level whose grade follows the
    convention (``depends_on``), under every preset: its answer changes with the rules, so the
    text above the question must not tell any of them, nor a wrong answer's reason name it."""
    keys = list(PRESETS) if level.depends_on else [DEFAULT]
    found: list[str] = []
    for key in keys:
        for problem in telling_problems(level, PRESETS[key]):
            line = f"{level.id}: {problem}" if key == DEFAULT else f"{level.id} ({key}): {problem}"
            if line not in found:
                found.append(line)
    return found


def stage_order(course: Course) -> dict[str, int]:
    """Each stage's place in the course (a term is taught at one and used from it on)."""
    return {stage.id: place for place, stage in enumerate(course.stages)}


PRACTICE_SEEDS = 30  # practice levels per stage that ``lessons check`` reads (issue 20)


def check_practice(seeds: int = PRACTICE_SEEDS) -> list[str]:
    """The checks of ``telling`` and ``taught`` on the practice levels of every stage that
    generates them, seeds 0 to ``seeds`` - 1: a generator must not print its answer above its
    question, leave a wrong answer without its reason, nor use a term before its stage."""
    from tutorial.lessons.content import COURSE
    from tutorial.lessons.generators import PRACTICE_STAGES, generate

    convention = PRESETS[DEFAULT]
    order = stage_order(COURSE)
    problems: list[str] = []
    for stage_id in PRACTICE_STAGES:
        for seed in range(seeds):
            level = generate(stage_id, seed)
            problems += telling_under_every_preset(level)
            problems += [f"{level.id}: {p}" for p in taught_problems(level, convention, order)]
    return problems
