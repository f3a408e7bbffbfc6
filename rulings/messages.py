"""Core errors in the reader's language.

The rules core raises errors whose message is an English template marked with
``gettext_noop`` plus parameters (``rulings/core/errors.py``). Here the template is translated
and the parameters filled in: a nested error is translated too, and a card, contract or call is
written in the reader's notation (``Д♥``/``QH``, ``7♥``, ``пас``/``pass``).
"""

import re
from typing import Any

from django.utils.translation import get_language, gettext

from rulings.core import PreferansError, Problem, RecordError, fill


def _russian() -> bool:
    return (get_language() or "ru").startswith("ru")


def localize(value: Any) -> Any:
    if isinstance(value, PreferansError):
        return translate_error(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(localize(item)) for item in value)
    if hasattr(value, "ru") and hasattr(value, "en"):
        return value.ru if _russian() else value.en
    return value


def translate(template: str, params: Any) -> str:
    return fill(gettext(template), {name: localize(value) for name, value in params.items()})


def translate_error(error: PreferansError) -> str:
    if isinstance(error, RecordError):
        return "; ".join(translate(p.template, p.params) for p in error.details)
    return translate(error.template, error.params)


def translate_problem(problem: Problem) -> str:
    message = translate(problem.template, problem.params)
    return f"{problem.field}: {message}" if problem.field else message


def translate_record_error(error: RecordError) -> list[tuple[str, str]]:
    """(field, message in the reader's language) for every problem."""
    return [(p.field, translate(p.template, p.params)) for p in error.details]


def citation_text(citation: str) -> str:
    """A citation with its source named in the reader's language (the clause kept as is): the
    seeds by what they are (shared/seeds/README.md), not by their file numbers."""
    sources = (
        # the source registry's names (rulings.core.sources), by the names users know
        ("Lesnoy's code", gettext("Lesnoy, Code")),
        ("the classic text", gettext("the classic text")),
        ("the Sochi and Leningrad rules", gettext("the Sochi and Leningrad rules")),
        ("Lesnoy's Balkan preferans", gettext("Lesnoy, Balkan preferans")),
        ("the Sochi rules for four", gettext("the Sochi scoring for four")),
        ("Lesnoy, Code", gettext("Lesnoy, Code")),
        ("seed 000", gettext("the classic text")),
        ("seed 001", gettext("Lesnoy, «Russian preferans»")),
        ("seed 002", gettext("the Sochi and Leningrad rules")),
        ("seed 003", gettext("Lesnoy, Balkan preferans")),
        ("seed 004", gettext("the Sochi scoring for four")),
        ("club rule", gettext("club rule")),
        ("our reading", gettext("our reading")),
    )
    for english, text in sources:
        citation = citation.replace(english, text)
    # «Lesnoy 3.7.2.2»: a clause of the code cited by the author's name alone
    return re.sub(r"\bLesnoy (?=\d)", gettext("Lesnoy, Code") + " ", citation)
