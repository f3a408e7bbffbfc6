"""``/healthz``: is this process able to serve? The database and the cache are asked.

200 with ``{"database": "ok", "cache": "ok"}`` when both answer; 503 naming what failed, so a
load balancer takes the process out of rotation. Nothing about the data is revealed.
"""

from __future__ import annotations

import logging
import uuid

from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)


def _database() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            return cursor.fetchone() == (1,)
    except Exception:  # any failure means «not healthy»; the log says which
        logger.exception("health check: the database does not answer")
        return False


def _cache() -> bool:
    probe = f"health:{uuid.uuid4().hex}"
    try:
        cache.set(probe, 1, timeout=10)
        answered = cache.get(probe) == 1
        cache.delete(probe)
        return answered
    except Exception:  # any failure means «not healthy»; the log says which
        logger.exception("health check: the cache does not answer")
        return False


@never_cache
@require_GET
def health(request: HttpRequest) -> JsonResponse:
    checks = {"database": _database(), "cache": _cache()}
    body = {name: "ok" if fine else "failing" for name, fine in checks.items()}
    return JsonResponse(body, status=200 if all(checks.values()) else 503)
