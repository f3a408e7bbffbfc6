"""htmx requests: whether the answer is a fragment or the whole page."""

from __future__ import annotations

from django.http import HttpRequest


def is_htmx(request: HttpRequest) -> bool:
    """An htmx request that expects a fragment (a history restore wants the whole page)."""
    return bool(request.htmx) and not request.htmx.history_restore_request
