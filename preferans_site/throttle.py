"""Rate limits per client, counted in the shared cache (Redis in production), so that every app
process counts the same requests: the JSON APIs, Analyse (the solver) and signing in.

A fixed window: the first request of a client in a window adds a counter that expires with
the window; each request increments it (atomic in Redis). Past the limit the client gets a 429
with a message in its language and ``Retry-After``; nothing is done for it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.translation import gettext as _


@dataclass(frozen=True)
class Limit:
    name: str
    requests: int
    seconds: int


def client_of(request: HttpRequest) -> str:
    """Who is asking: the signed-in user, else the address (the proxy's first forwarded address
    when ``THROTTLE_TRUST_FORWARDED`` says the site runs behind one)."""
    if request.user.is_authenticated:
        return f"user:{request.user.pk}"
    address = request.META.get("REMOTE_ADDR", "")
    if getattr(settings, "THROTTLE_TRUST_FORWARDED", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        address = forwarded.split(",")[0].strip() or address
    return "ip:" + hashlib.sha256(address.encode()).hexdigest()[:16]


def spend(limit: Limit, request: HttpRequest) -> bool:
    """Count this request; False when the client is over the limit of this window."""
    if not getattr(settings, "THROTTLE_ENABLED", True):
        return True
    key = f"throttle:{limit.name}:{client_of(request)}"
    cache.add(key, 0, timeout=limit.seconds)
    try:
        used = cache.incr(key)
    except ValueError:  # the window expired between add and incr: a new one
        cache.add(key, 1, timeout=limit.seconds)
        used = 1
    # None: the shared cache does not answer (the cache logged it). The limit fails open: a
    # site without its counters serves everyone rather than no one (issue 23).
    return used is None or used <= limit.requests


def refusal(limit: Limit, request: HttpRequest, *, as_json: bool) -> HttpResponse:
    message = _("Too many requests: wait a minute and try again.")
    if as_json:
        response: HttpResponse = JsonResponse(
            {"errors": [{"field": "", "message": message}]}, status=429
        )
    else:
        response = HttpResponse(message, status=429, content_type="text/plain; charset=utf-8")
    response["Retry-After"] = str(limit.seconds)
    return response


def throttled(limit: Limit, *, as_json: bool = False, methods: tuple[str, ...] = ("POST",)):
    """A view decorator: requests of ``methods`` count against ``limit``."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def limited(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method in methods and not spend(limit, request):
                return refusal(limit, request, as_json=as_json)
            return view(request, *args, **kwargs)

        return limited

    return decorate


# The limits: generous for a person at a table, tight for a script.
API = Limit("api", requests=120, seconds=60)
SOLVER = Limit("solver", requests=30, seconds=60)
SIGN_IN = Limit("sign-in", requests=10, seconds=300)
