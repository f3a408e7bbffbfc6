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
    # Counted per the account a form names (this posted field, e.g. the username being signed
    # in to), whoever sends it: guessing spread over many addresses meets it all the same.
    account_field: str = ""


def client_of(request: HttpRequest) -> str:
    """Who is asking: the signed-in user, else the address. Behind proxies
    (``THROTTLE_TRUST_FORWARDED``) the address is the one the outermost of the
    ``THROTTLE_PROXY_COUNT`` proxies appended to ``X-Forwarded-For``, counted from the right:
    whatever stands left of it the client wrote itself. A header shorter than that is not
    from our proxies: the peer's own address is counted."""
    if request.user.is_authenticated:
        return f"user:{request.user.pk}"
    address = request.META.get("REMOTE_ADDR", "")
    if getattr(settings, "THROTTLE_TRUST_FORWARDED", False):
        proxies = getattr(settings, "THROTTLE_PROXY_COUNT", 1)
        forwarded = [a.strip() for a in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        if proxies >= 1 and len(forwarded) >= proxies and forwarded[-proxies]:
            address = forwarded[-proxies]
    return "ip:" + hashlib.sha256(address.encode()).hexdigest()[:16]


def spend(limit: Limit, request: HttpRequest) -> bool:
    """Count this request; False when the client (or the account) is over the limit."""
    if not getattr(settings, "THROTTLE_ENABLED", True):
        return True
    if limit.account_field:
        account = str(request.POST.get(limit.account_field, "")).strip().casefold()
        who = "account:" + hashlib.sha256(account.encode()).hexdigest()[:16]
    else:
        who = client_of(request)
    key = f"throttle:{limit.name}:{who}"
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
# One account guessed at from many addresses: 30 tries in 15 minutes, then a wait for everyone
# (the owner too, for the rest of the window: the price of stopping the guessing).
SIGN_IN_ACCOUNT = Limit("sign-in-account", requests=30, seconds=900, account_field="username")
# Letters: a few per client an hour, and a few to one address, so nobody floods an inbox.
PASSWORD_RESET = Limit("password-reset", requests=5, seconds=3600)
PASSWORD_RESET_ACCOUNT = Limit("password-reset-account", 3, 3600, account_field="email")
