"""The visitor's key for anonymous games.

``SESSION_KEY`` names the random key kept in the session for an anonymous visitor's games (not
Django's session key, which changes at sign-in): the calculator's games are made under it, the
adjudicator offers them, and at sign-in they become the user's (rulings/calculator/signals.py).
"""

from __future__ import annotations

import secrets

from django.http import HttpRequest

SESSION_KEY = "calculator_key"


def new_session_key() -> str:
    return secrets.token_urlsafe(24)


def session_key(request: HttpRequest, *, create: bool = False) -> str:
    """The key of this session ("" if none); ``create`` makes one if missing."""
    key = request.session.get(SESSION_KEY, "")
    if not key and create:
        key = new_session_key()
        request.session[SESSION_KEY] = key
    return key
