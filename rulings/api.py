"""JSON endpoints: the same input and output as the management commands."""

import json

from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from rulings.core.adjudicator import adjudicate
from rulings.core.errors import RecordError
from rulings.core.scorer import score
from rulings.messages import translate_record_error


def _problems(problems: list[tuple[str, str]], status: int = 400) -> JsonResponse:
    return JsonResponse(
        {"errors": [{"field": field, "message": message} for field, message in problems]},
        status=status,
    )


# A stateless JSON API for other programs: it reads the body, writes nothing, and uses no
# cookies or session, so there is nothing for a cross-site request to abuse.
@csrf_exempt
@require_POST
def api_score(request: HttpRequest) -> JsonResponse:
    try:
        data = json.loads(request.body)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        return _problems([("", _("The request body is not JSON: %s") % error)])
    try:
        result = score(data)
    except RecordError as error:
        return _problems(translate_record_error(error))
    return JsonResponse(result.as_json(), json_dumps_params={"ensure_ascii": False})


# Double-dummy analysis of a deal record where its play stops: the JSON of ``manage.py solve``.
@csrf_exempt
@require_POST
def api_solve(request: HttpRequest) -> JsonResponse:
    from rulings.core.analysis import AnalysisError, analyse_json
    from rulings.messages import translate_error

    try:
        data = json.loads(request.body)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        return _problems([("", _("The request body is not JSON: %s") % error)])
    try:
        analysis = analyse_json(data)
    except RecordError as error:
        return _problems(translate_record_error(error))
    except AnalysisError as error:
        return _problems([("play", translate_error(error))])
    return JsonResponse(analysis.as_json(), json_dumps_params={"ensure_ascii": False})


@csrf_exempt
@require_POST
def api_adjudicate(request: HttpRequest) -> JsonResponse:
    """A deal record with optional ``incidents`` in, the ruling out (docs/adjudicator.md)."""
    try:
        data = json.loads(request.body)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        return _problems([("", _("The request body is not JSON: %s") % error)])
    try:
        ruling = adjudicate(data)
    except RecordError as error:
        return _problems(translate_record_error(error))
    return JsonResponse(ruling.as_json(), json_dumps_params={"ensure_ascii": False})
