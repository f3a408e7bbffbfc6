"""Request helpers shared by the calculator's views (and any view that uses its games).

``SESSION_KEY`` names the random key the calculator keeps in the session for an anonymous
visitor's games (not Django's session key, which changes at sign-in). ``is_htmx``: an htmx
request that expects a fragment (a history restore wants the whole page).
"""

from __future__ import annotations

from django.http import HttpRequest

from rulings.calculator.services import new_session_key

SESSION_KEY = "calculator_key"


def session_key(request: HttpRequest, *, create: bool = False) -> str:
    """The calculator key of this session ("" if none); ``create`` makes one if missing."""
    key = request.session.get(SESSION_KEY, "")
    if not key and create:
        key = new_session_key()
        request.session[SESSION_KEY] = key
    return key


def is_htmx(request: HttpRequest) -> bool:
    return bool(request.htmx) and not request.htmx.history_restore_request
