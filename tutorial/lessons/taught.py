"""No word before it is taught (issue 20, «a newcomer's words»): a level uses a term of the
game only at or after the stage that teaches it.

A newcomer on the first stage does not know what a misère, all-pass or the mountain is; a level
that uses the word there speaks past them. ``STAGED`` states, per term, the stage that teaches
it and how the prose writes it in each language (the glossary links the same forms:
``tutorial/glossary.py`` reads them from here). ``taught_problems`` reads everything a level
shows in words: the title, the explanation, the prompt, the hints, the choices' texts, and the
verdicts of the stated answer and of every listed wrong one. ``lessons check`` runs it on every
shipped level, every stage's intro and 30 practice seeds per stage.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from rulings.core import Convention
from tutorial.lessons.model import LessonError, Level, Text


@dataclass(frozen=True)
class Staged:
    """A term, the stage that teaches it, and its forms in the prose (regular expressions
    over whole words: Russian declines, «мизер», «мизера», «мизерная»)."""

    anchor: str  # the glossary's anchor
    stage_id: str
    ru: str
    en: str


STAGED: tuple[Staged, ...] = (
    # stage 1 teaches the misère hand («На мизере нельзя взять ни одной взятки»)
    Staged("misere", "hand-evaluation", r"мизер\w*", r"mis[èe]res?"),
    # the auction: «все спасовали, играют распасы»
    Staged("raspasy", "auction", r"распас\w*", r"all-pass(?:es)?|raspasy"),
    # choosing the contract: the price of a contract too high («ремиз: недобор пишется в гору»)
    Staged("pulya", "contract", r"пул(?:я|и|ю|ей|е|ька|ьку|ьки)", r"pulyas?"),
    Staged("mountain", "contract", r"гор(?:а|ы|у|ой|е)", r"mountain"),
    Staged("remiz", "contract", r"ремиз\w*|недобор\w*", r"remiz|undertricks?"),
)


def forms(anchor: str) -> dict[str, str]:
    """A staged term's forms, ``{"ru": …, "en": …}`` (for the glossary's ``Term``)."""
    staged = next(term for term in STAGED if term.anchor == anchor)
    return {"ru": staged.ru, "en": staged.en}


@cache
def _pattern(staged: Staged, language: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)(?:{getattr(staged, language)})(?!\w)", re.IGNORECASE)


def used(text: Text, staged: Staged) -> str | None:
    """The first form of the term ``text`` writes (in either language), or None."""
    for language in ("ru", "en"):
        match = _pattern(staged, language).search(text.get(language))
        if match:
            return f"{language} «{match.group(0)}»"
    return None


def early(texts: Iterable[tuple[str, Text]], stage_id: str, order: Mapping[str, int]) -> list[str]:
    """Where ``texts`` (of stage ``stage_id``) use a term taught at a later stage."""
    here = order.get(stage_id)
    if here is None:
        return []
    return [
        f"the {where} uses «{staged.anchor}» ({found}) before the stage «{staged.stage_id}» "
        "teaches it"
        for where, text in texts
        for staged in STAGED
        if order.get(staged.stage_id, -1) > here and (found := used(text, staged))
    ]


def shown_texts(level: Level, convention: Convention) -> list[tuple[str, Text]]:
    """Everything the level shows in words: its texts, the choices, the verdicts of the
    stated answer and of every listed wrong one."""
    exercise = level.exercise
    texts = [
        ("title", level.title),
        ("explanation", level.explanation),
        ("prompt", exercise.prompt),
        *((f"hint {n}", hint) for n, hint in enumerate(level.hints, 1)),
        *((f"choice {key}", text) for key, text in getattr(exercise, "choices", ())),
    ]
    for answer in (exercise.answer, *exercise.wrong):
        try:
            texts.append((f"verdict on {answer!r}", exercise.judge(answer, convention).reason))
        except (LessonError, ValueError):  # a grading failure is check_level's to report
            continue
    return texts


def taught_problems(level: Level, convention: Convention, order: Mapping[str, int]) -> list[str]:
    """The terms ``level`` uses before their stage (``order``: stage id → its place)."""
    return early(shown_texts(level, convention), level.stage_id, order)
