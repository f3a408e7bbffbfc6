"""Response headers every page gets (issue 13), and the language of a first visit (issue 20).

Headers: what the browser may share and cache.

- ``Permissions-Policy``: the site uses no camera, microphone, location, payment or USB.
- ``Cross-Origin-Resource-Policy: same-origin``: other sites cannot embed our responses.
- ``Cache-Control: private`` on anything read through the visitor's session (their games,
  rulings, progress, exports), unless the view said otherwise: no shared cache between the
  browser and the site may keep one visitor's page for another.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import get_script_prefix, is_valid_path
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.translation import get_language_from_path, get_language_from_request, override

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


# Paths that keep their language whatever the browser prefers: the API is called by programs
# (its language is the URL's, as documented), and Django's language switch is a POST.
LANGUAGE_REDIRECT_EXEMPT = ("/api/", "/i18n/")


class PreferredLanguageMiddleware:
    """The site's pages are Russian without a prefix and English under ``/en/``
    (``i18n_patterns(prefix_default_language=False)``), so Django's LocaleMiddleware serves
    every unprefixed address in Russian, whatever the browser asks for. Here a visitor who has
    not chosen (no language cookie) and whose browser prefers English (``Accept-Language``)
    is sent to the page's ``/en/`` twin; a chosen language (the switcher's cookie) wins over
    the browser from then on. Runs after LocaleMiddleware; GET and HEAD only."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        redirect = self._redirect(request)
        return redirect if redirect is not None else self.get_response(request)

    def _redirect(self, request: HttpRequest) -> HttpResponse | None:
        path = request.path_info
        if (
            request.method not in ("GET", "HEAD")
            or path.startswith(LANGUAGE_REDIRECT_EXEMPT)
            or get_language_from_path(path)
        ):
            return None
        # the cookie if there is one, else the browser's Accept-Language, else Russian
        preferred = get_language_from_request(request, check_path=False)
        if preferred == settings.LANGUAGE_CODE:
            return None
        with override(preferred):  # the prefix resolves in its own language only
            if not is_valid_path(f"/{preferred}{path}", getattr(request, "urlconf", None)):
                return None
        # as LocaleMiddleware builds its own redirects: the escaped path and query, prefixed
        prefix = get_script_prefix()
        response = HttpResponseRedirect(
            request.get_full_path().replace(prefix, f"{prefix}{preferred}/", 1)
        )
        patch_vary_headers(response, ("Accept-Language", "Cookie"))
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
