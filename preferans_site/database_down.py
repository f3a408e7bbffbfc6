"""The database away for a moment (a restart, a dropped connection) is a 503 that says to try
again, not a bare 500 (issue 23).

- A page or API read (GET, HEAD) that meets a dropped connection is run once more on a new
  connection (``RetryReadMiddleware``): a restart between two requests costs the visitor
  nothing. A write is never run twice: it may have been done.
- Whatever still fails on the database (``OperationalError``, ``InterfaceError``), in a view or
  in a middleware, reaches Django's server-error handler, ``server_error`` here: a 503 with
  ``Retry-After`` and a page (or, for the JSON APIs, the API's error shape) saying the site will
  be back in a moment. Any other error is the usual 500 page.
"""

from __future__ import annotations

import logging
import sys

from django.db import connections
from django.db.utils import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template import loader
from django.utils.translation import gettext as _
from django.views import defaults

logger = logging.getLogger(__name__)
DATABASE_AWAY = (OperationalError, InterfaceError)
RETRY_AFTER_SECONDS = 5


def _close_all() -> None:
    """Drop every connection outside a transaction: the next query opens a new one. (Inside
    one, a test's for instance, closing would end what the transaction holds.)"""
    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:
            connection.close()


class RetryReadMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, DATABASE_AWAY):
            return None
        _close_all()
        match = request.resolver_match
        if request.method not in ("GET", "HEAD") or match is None:
            return None  # a write may have been done: never twice; server_error answers
        logger.warning("database connection lost: the read is run once more (%s)", exception)
        return match.func(request, *match.args, **match.kwargs)


def server_error(request: HttpRequest) -> HttpResponse:
    """``handler500``: a 503 saying to retry when the database is away, else Django's 500."""
    exception = sys.exc_info()[1]
    if not isinstance(exception, DATABASE_AWAY):
        return defaults.server_error(request)
    _close_all()
    logger.error("the database does not answer: 503 (%s)", exception)
    message = _("The site cannot reach its data right now: try again in a few seconds.")
    if "/api/" in request.path:
        response: HttpResponse = JsonResponse(
            {"errors": [{"field": "", "message": message}]}, status=503
        )
    else:
        context = {"message": message, "again": request.get_full_path()}
        page = loader.get_template("503.html").render(context)
        response = HttpResponse(page, status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response
