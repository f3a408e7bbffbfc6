"""Core errors in the reader's language.

The rules core raises errors whose message is an English template marked with
``gettext_noop`` plus parameters (``rulings/core/errors.py``). Here the template is translated
and the parameters filled in: a nested error is translated too, and a card, contract or call is
written in the reader's notation (``Д♥``/``QH``, ``7♥``, ``пас``/``pass``).
"""

import re
from typing import Any

from django.utils.translation import get_language, gettext, gettext_noop

from rulings.core import SOURCES, Citation, PreferansError, Problem, RecordError, Source, fill


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


def source_name(source: Source) -> str:
    """A source's name in the reader's language: «кодекс Лесного», «Lesnoy's code»."""
    return gettext(source.name)


def citation_text(citation: Citation | tuple[Citation, ...] | str) -> str:
    """A citation in the reader's language: the one place where source names are translated.

    A ``Citation`` (or several, as an option declares them) is written from its parts; a rule's
    text stored in the JSON output (``Citation.text``, «Lesnoy's code 3.9.11.2 «…»») gets every
    registered source name translated, the clause and the quote kept as they are."""
    if isinstance(citation, Citation):
        return citation.written(gettext)
    if isinstance(citation, tuple):
        return "; ".join(c.written(gettext) for c in citation)
    return _NAMES.sub(lambda m: gettext(m.group(0)), citation)


# Every registered source name (longest first, so that no name is cut short by another) and the
# notes a rule's text may carry after a colon.
_NAMES = re.compile(
    "|".join(
        re.escape(name)
        for name in sorted(
            [s.name for s in SOURCES.values()]
            + [gettext_noop("our reading"), gettext_noop("house rule"), gettext_noop("club rule")],
            key=len,
            reverse=True,
        )
    )
)
