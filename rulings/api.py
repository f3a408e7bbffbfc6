"""JSON endpoints: the same input and output as the management commands.

A stateless JSON API for other programs: each endpoint reads the body, writes nothing, and uses
no cookies or session, so there is nothing for a cross-site request to abuse (hence
``csrf_exempt``). Errors are a 400 with ``{"errors": [{"field", "message"}]}``, every problem
listed, in the language of the URL (``/api/…`` Russian, ``/en/api/…`` English).
"""

import json
import logging
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from rulings import json_input
from rulings.core import (
    AnalysisError,
    RecordError,
    RulingFaultError,
    SolverBudgetError,
    adjudicate,
    analyse_json,
    score,
)
from rulings.messages import translate_error, translate_record_error
from rulings.web import throttle
from rulings.web.throttle import throttled

logger = logging.getLogger(__name__)


def _problems(problems: list[tuple[str, str]], status: int = 400) -> JsonResponse:
    return JsonResponse(
        {"errors": [{"field": field, "message": message} for field, message in problems]},
        status=status,
    )


def json_endpoint(answer: Callable[[Any], dict[str, Any]]) -> Callable[[HttpRequest], JsonResponse]:
    """A POST view that gives ``answer(body JSON)``, or a 400 listing what is wrong."""

    @csrf_exempt
    @require_POST
    @throttled(throttle.API, as_json=True)
    @wraps(answer)
    def view(request: HttpRequest) -> JsonResponse:
        try:
            data = json_input.loads(request.body)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            return _problems([("", _("The request body is not JSON: %s") % error)])
        try:
            result = answer(data)
        except RecordError as error:
            return _problems(translate_record_error(error))
        except AnalysisError as error:
            return _problems([("play", translate_error(error))])
        except SolverBudgetError as error:  # too long to solve on a request: try again is no use
            return _problems([("", translate_error(error))], status=503)
        except RulingFaultError as error:  # the core failed on a record it read: our fault, a 500
            logger.error("the adjudicator failed on an API request it had read", exc_info=error)
            return _problems([("", translate_error(error))], status=500)
        return JsonResponse(result, json_dumps_params={"ensure_ascii": False})

    return view


@json_endpoint
def api_score(data: Any) -> dict[str, Any]:
    """A game record in, the sheet and the settlement out (``manage.py score --json``)."""
    return score(data).as_json()


@throttled(throttle.SOLVER, as_json=True)
@json_endpoint
def api_solve(data: Any) -> dict[str, Any]:
    """Double-dummy analysis where a deal record's play stops (``manage.py solve --json``)."""
    return analyse_json(data, node_budget=settings.SOLVER_NODE_BUDGET).as_json()


@json_endpoint
def api_adjudicate(data: Any) -> dict[str, Any]:
    """A deal record with optional ``incidents`` in, the ruling out (docs/adjudicator.md)."""
    return adjudicate(data, node_budget=settings.SOLVER_NODE_BUDGET).as_json()
