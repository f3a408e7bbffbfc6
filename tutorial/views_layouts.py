"""«Показать расклады» (issue 20): the layouts a whisting verdict was valued on, and what each
call South may make writes on each. The engine gives them with every grade of a whisting level
(``Verdict.details["layouts"]``: the first layouts of the level's own sample); the verdict of a
solved level offers them (htmx swaps the ``layouts`` partial in under it; without JavaScript
the form opens them as a page with the way back)."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from rulings.web.htmx import is_htmx
from tutorial import lessons, selectors
from tutorial.display import shown, whist_layouts
from tutorial.views import _level, beside_level, owner_of


@vary_on_headers("HX-Request")
@require_GET
def layouts(request: HttpRequest, level_id: str) -> HttpResponse:
    """A whisting level's sampled layouts under the learner's rules (404 for another kind)."""
    found = _level(level_id)
    chosen = selectors.chosen_convention(owner_of(request))
    stated = found.exercise.answer
    verdict = lessons.grade(found, stated, chosen.convention)
    data = verdict.details.get("layouts")
    if not data:
        raise Http404(_("This level has no layouts to show."))
    exercise = shown(lessons.exercise_view(found, chosen.convention))
    context: dict[str, Any] = {
        **beside_level(found),
        "shown": exercise,
        "layouts": whist_layouts(data, exercise),
        "sample": len(verdict.details.get("declarer_tricks", ())),
        "chosen": chosen,
    }
    template = "tutorial/layouts.html" + ("#layouts" if is_htmx(request) else "")
    return render(request, template, context)
