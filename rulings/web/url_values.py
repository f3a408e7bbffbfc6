"""Values read from addresses and query strings, refused before they reach the database.

A permalink's or a shared game's token is what ``secrets.token_urlsafe`` writes (letters,
digits, ``-`` and ``_``): anything else is no token, a 404 before the database is asked
(PostgreSQL refuses a NUL in text with an error, issue 23). An object's number is ASCII digits
only: ``str.isdigit`` also takes «²» and «٣», which ``int`` refuses or reads as another number.
"""

from __future__ import annotations

import re

from django.urls import register_converter

ID_DIGITS = re.compile(r"[0-9]{1,18}")  # within a bigint


class Token:
    regex = r"[A-Za-z0-9_-]{1,64}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(Token, "token")


def object_id(text: str | None) -> int | None:
    """The number of an object named in a form or a query string, or None."""
    return int(text) if text and ID_DIGITS.fullmatch(text) else None
