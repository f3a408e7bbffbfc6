"""Response headers every page gets (issue 13): what the browser may share and cache.

- ``Permissions-Policy``: the site uses no camera, microphone, location, payment or USB.
- ``Cross-Origin-Resource-Policy: same-origin``: other sites cannot embed our responses.
- ``Cache-Control: private`` on anything read through the visitor's session (their games,
  rulings, progress, exports), unless the view said otherwise: no shared cache between the
  browser and the site may keep one visitor's page for another.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control

from preferans_site.models import SESSION_KEY, current_generation

PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "camera",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
    )
)


class SecurityHeadersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        response.setdefault("Cross-Origin-Resource-Policy", "same-origin")
        session = getattr(request, "session", None)
        if session is not None and session.accessed and "Cache-Control" not in response:
            patch_cache_control(response, private=True)
        return response


class SessionGenerationMiddleware:
    """A signed-in session of an older generation than its user's is signed out (a cookie
    copied before «Выйти»; preferans_site/models.py). After the authentication middleware."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        user = request.user
        if user.is_authenticated and request.session.get(SESSION_KEY, 0) != current_generation(
            user
        ):
            request.session.flush()
            request.user = AnonymousUser()
        return self.get_response(request)
