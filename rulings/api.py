"""JSON endpoints: the same input and output as the management commands."""

import json

from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

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
