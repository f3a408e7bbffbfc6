"""Forms bound to what was posted."""

from __future__ import annotations

from django.http import HttpRequest, QueryDict


def posted(request: HttpRequest) -> QueryDict | None:
    """The posted data to bind a form to, or None on a GET.

    Not ``request.POST or None``: an empty POST is falsy, so the form would stay unbound, never
    validated, and the 400 would show the blank form without saying what is missing.
    """
    return request.POST if request.method == "POST" else None
