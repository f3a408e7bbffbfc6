"""The Learn API: a level's exercise as the learner sees it, and the grade of an answer.

``GET /api/learn/levels/<id>`` gives the exercise (never its answer); ``POST
/api/learn/levels/<id>/answer`` with ``{"answer": …}`` gives ``{"correct", "stars",
"explanation", "citation", "best", …}``. ``?convention=<preset>`` grades under that preset (the
default otherwise). Like the other JSON endpoints (rulings/api.py) it is stateless: it reads no
session and saves nothing, so it needs no CSRF token (``csrf_exempt``); progress is kept by the
pages. Errors: 404 for an unknown level, 400 with ``{"errors": [{"field", "message"}]}``, in
the language of the URL (``/api/…`` Russian, ``/en/api/…`` English).
"""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from rulings import json_input
from rulings.core import Convention
from rulings.messages import translate
from rulings.web import throttle
from rulings.web.throttle import throttled
from rulings.web.words import PRESET_WORDS
from tutorial import lessons
from tutorial.display import citations, language
from tutorial.selectors import DEFAULT_CONVENTION


def _json(data: dict[str, Any], status: int = 200) -> JsonResponse:
    return JsonResponse(data, status=status, json_dumps_params={"ensure_ascii": False})


def _errors(*problems: tuple[str, str], status: int = 400) -> JsonResponse:
    return _json(
        {"errors": [{"field": field, "message": message} for field, message in problems]},
        status=status,
    )


def _find(level_id: str) -> Any:
    try:
        return lessons.level(level_id)
    except lessons.UnknownLevelError:
        return None


def _convention(request: HttpRequest) -> Convention | None:
    key = request.GET.get("convention", DEFAULT_CONVENTION)
    return Convention.preset(key) if key in PRESET_WORDS else None


def _not_found() -> JsonResponse:
    return _errors(("level", _("There is no such level.")), status=404)


def _bad_convention() -> JsonResponse:
    names = ", ".join(PRESET_WORDS)
    return _errors(("convention", _("There is no such preset; choose one of: %s.") % names))


@require_GET
def level_view(request: HttpRequest, level_id: str) -> JsonResponse:
    found, convention = _find(level_id), _convention(request)
    if found is None:
        return _not_found()
    if convention is None:
        return _bad_convention()
    data = {
        "id": found.id,
        "stage": found.stage_id,
        "title": found.title.get(language()),
        "explanation": found.explanation.get(language()),
        "hints": len(found.hints),
        "par": found.par,
        "review": found.review,
        "depends_on": list(found.depends_on),
        "exercise": lessons.exercise_view(found, convention),
    }
    return _json(data)


@csrf_exempt
@require_POST
@throttled(throttle.API, as_json=True)
def level_answer(request: HttpRequest, level_id: str) -> JsonResponse:
    found, convention = _find(level_id), _convention(request)
    if found is None:
        return _not_found()
    if convention is None:
        return _bad_convention()
    try:
        data = json_input.loads(request.body)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        return _errors(("", _("The request body is not JSON: %s") % error))
    if not isinstance(data, dict) or "answer" not in data:
        return _errors(("answer", _('Send {"answer": …}.')))
    try:
        verdict = lessons.grade(found, data["answer"], convention)
    except lessons.AnswerError as error:
        return _errors((error.field, translate(error.template, error.params)))
    return _json({**verdict.as_json(language()), "citation": citations(verdict.citations)})
