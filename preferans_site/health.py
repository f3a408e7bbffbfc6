"""``/healthz``: is this process able to serve? The database and the cache are asked.

200 with ``{"database": "ok", "cache": "ok"}`` when both answer. Without the database nothing
can be served: 503, so a load balancer takes the process out of rotation. Without the cache
(Redis stopped) the site still serves, uncached and without rate limits (settings
``shared_cache``): 200 with ``"cache": "failing"``, which monitoring reads, rather than a 503 that
would take every process out at once. Nothing about the data is revealed.
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
    except Exception:  # any failure means «not healthy»; the log says which
        logger.exception("health check: the cache does not answer")
        return False
    if not answered:  # the cache failing open gives a miss for what was just written
        logger.error("health check: the cache does not keep what is written")
    return answered


@never_cache
@require_GET
def health(request: HttpRequest) -> JsonResponse:
    checks = {"database": _database(), "cache": _cache()}
    body = {name: "ok" if fine else "failing" for name, fine in checks.items()}
    return JsonResponse(body, status=200 if checks["database"] else 503)
