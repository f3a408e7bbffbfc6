"""Live on every phone (issue 24): the version a watching phone polls, the changes noted with
their author, and what a phone whose save came too late is told.

A watching phone asks for the game's version by its share token (``current_version``: one query
on an indexed column, the record never read) and is answered 304 while it is the one it has;
when it changed, the phone fetches its own page's parts anew (docs/calculator.md, «Live»). A
change entered through the calculator's pages is written with ``noted``: the service's versioned
write and a ``GameChange`` naming its author, in one transaction, so the note is there as soon as
the change is. ``since`` words what happened after a version («с другого телефона записана
сдача 7 (Вера)») for the phone that was still entering.

``LivePollMiddleware``, first in the site's middleware, answers the poll 304 from the version
kept in Redis (``rulings.web.live_versions``) before any other middleware, the session, the
URL resolver or the database: the poll that finds nothing new costs one Redis read. Anything
else — another version, none kept, Redis away, not a GET — goes on to the view, which asks the
database.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.conf import settings
from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from rulings.models import Game, GameChange
from rulings.web import live_versions
from rulings.web.url_values import Token

# How many notes a game keeps: a phone that missed more changes than this is told only that
# the game changed.
KEPT_CHANGES = 50


def current_version(token: str) -> int | None:
    """The version of the game shared under ``token``, or None: one indexed query."""
    return Game.objects.filter(share_token=token).values_list("version", flat=True).first()


def etag(version: int) -> str:
    return f'"v{version}"'


def unchanged(version: int, if_none_match: str) -> bool:
    """Whether the phone's ``If-None-Match`` names ``version``."""
    return etag(version) in if_none_match


def seen_in(if_none_match: str) -> int | None:
    """The version the phone names in ``If-None-Match``, or None."""
    found = _ETAG.search(if_none_match)
    return int(found[1]) if found else None


def not_modified(version: int) -> HttpResponse:
    response = HttpResponseNotModified()
    response["ETag"] = etag(version)
    add_never_cache_headers(response)
    return response


_ETAG = re.compile(r'"v([0-9]{1,9})"')
# /score/s/<token>/live/, also under the other languages' prefixes (i18n_patterns)
_PREFIXES = "|".join(re.escape(code) for code, _name in settings.LANGUAGES)
POLL_PATH = re.compile(rf"/(?:(?:{_PREFIXES})/)?score/s/(?P<token>{Token.regex})/live/")


def answered_early(method: str, path: str, if_none_match: str) -> int | None:
    """The version to answer a poll 304 with, from Redis, before Django does anything; None:
    the request goes on (not a poll, not a GET, nothing kept, another version)."""
    if method != "GET":
        return None
    found = POLL_PATH.fullmatch(path)
    if found is None:
        return None
    version = live_versions.cached(found["token"])
    return version if version is not None and unchanged(version, if_none_match) else None


class LivePollMiddleware:
    """The poll answered 304 from Redis while the phone has the version kept there (first in
    the middleware: the test client's way in, and ASGI's)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        version = answered_early(
            request.method or "", request.path_info, request.META.get("HTTP_IF_NONE_MATCH", "")
        )
        if version is not None:
            return not_modified(version)
        return self.get_response(request)


class LivePollApplication:
    """The same before Django's WSGI handler (preferans_site/wsgi.py): no request object, no
    request signals, no middleware."""

    def __init__(self, application: Callable):
        self.application = application

    def __call__(self, environ: dict, start_response: Callable):
        version = answered_early(
            environ.get("REQUEST_METHOD", ""),
            environ.get("PATH_INFO", ""),
            environ.get("HTTP_IF_NONE_MATCH", ""),
        )
        if version is None:
            return self.application(environ, start_response)
        start_response("304 Not Modified", list(not_modified(version).items()))
        return []


def noted(
    request: HttpRequest, kind: str, write: Callable[[], Game], deal: int | None = None
) -> Game:
    """Run ``write`` (a service's versioned write) and note the change it made, by whom, in the
    same transaction. ``deal``: the index of the deal added, edited or deleted; for an added
    deal, None means the last one."""
    user = request.user if request.user.is_authenticated else None
    with transaction.atomic():
        game = write()
        if kind == GameChange.ADD and deal is None:
            deal = len(game.deals) - 1
        GameChange.objects.create(
            game=game, version=game.version, author=user, kind=kind, deal=deal
        )
        GameChange.objects.filter(game=game, version__lte=game.version - KEPT_CHANGES).delete()
    return game


def author_name(user) -> str:
    return (user.get_short_name() or user.get_username()) if user is not None else ""


def deal_number(deals: list[dict], index: int) -> int:
    """The number the deal list shows for deal ``index`` (corrections are not counted)."""
    return sum(1 for deal in deals[: index + 1] if "correction" not in deal)


def seen_version(raw: object) -> int | None:
    """The version a form says it was drawn at, or None when it says none that can be."""
    text = str(raw or "")
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else None


def since(game: Game, raw_version: object) -> str:
    """What was changed after the version a form was drawn at, in a sentence that starts «Пока
    вы вводили»; "" when it names no earlier version."""
    version = seen_version(raw_version)
    if version is None or version >= game.version:
        return ""
    changes = list(
        GameChange.objects.filter(game=game, version__gt=version).select_related("author")
    )
    if len(changes) != game.version - version:
        return _("While you were entering, the game was changed from another phone.")
    names = sorted({author_name(c.author) for c in changes} - {""})
    who = ", ".join(names)
    added = [c for c in changes if c.kind == GameChange.ADD and c.deal is not None]
    if len(added) == len(changes) and all(c.deal < len(game.deals) for c in added):
        numbers = ", ".join(str(deal_number(game.deals, c.deal)) for c in added)
        if who:
            return ngettext(
                "While you were entering, deal %(numbers)s was written from another phone "
                "(%(who)s).",
                "While you were entering, deals %(numbers)s were written from another phone "
                "(%(who)s).",
                len(added),
            ) % {"numbers": numbers, "who": who}
        return ngettext(
            "While you were entering, deal %(numbers)s was written from another phone.",
            "While you were entering, deals %(numbers)s were written from another phone.",
            len(added),
        ) % {"numbers": numbers}
    if who:
        return _("While you were entering, the game was changed from another phone (%(who)s).") % {
            "who": who
        }
    return _("While you were entering, the game was changed from another phone.")


def refused_deal_message(game: Game, version: object) -> str:
    """The quick entry's answer to a save from a stale version: what happened, and that the
    user's deal was not written and is kept for a second look."""
    happened = since(game, version) or _(
        "While you were entering, the game was changed from another phone."
    )
    return (
        happened
        + " "
        + _("Here is the new sheet; your deal is not saved — check it and send it again.")
    )
