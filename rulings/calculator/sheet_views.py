"""The sheet alone: as a picture to share (SVG, PNG) and full screen (a phone turned sideways).

The owner reaches them by the game's number (``rulings.view_game``, as the sheet itself), a
spectator by the share link's token; anybody else gets a 403 (a 404 for an unknown game or
token). A PNG the server cannot draw is a 503 that says why, with the SVG still offered.
"""

from __future__ import annotations

from django.core.cache import caches
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from rulings.calculator import selectors
from rulings.calculator.game_view import GameView
from rulings.calculator.sheet_image import ImageUnavailable, sheet_png, sheet_svg
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.web.session import session_key

FORMATS = {"svg": "image/svg+xml; charset=utf-8", "png": "image/png"}


def _viewable(request: HttpRequest, pk: int) -> Game:
    game = get_object_or_404(Game, pk=pk)
    if not request.user.has_perm("rulings.view_game", GameAccess(game, session_key(request))):
        raise PermissionDenied(
            _("Only the owner of this game can see it here: ask for its share link.")
        )
    return game


def _shared(token: str) -> Game:
    return get_object_or_404(Game, share_token=token)


def title_of(game: Game, view: GameView) -> str:
    return game.title or f"{_('Pulya')}: {', '.join(view.players)}"


def meta_of(view: GameView) -> str:
    """The convention and the size, as the game's page writes them under its title."""
    if view.kind == "bule":
        size = _("%(size)s bule each") % {"size": view.pulya_size}
    elif view.kind == "kurochka":
        size = _("game record %(size)s") % {"size": view.pulya_size}
    else:
        size = _("pulya to %(size)s") % {"size": view.pulya_size}
    return f"{view.convention_label} · {size}"


def _drawn(game: Game, kind: str) -> bytes | None:
    """The picture of the game's sheet (None: its record cannot be scored), kept per version,
    whist price and language like the sheet itself: a PNG takes CairoSVG about 100 ms."""
    changed = game.updated_at.isoformat() if game.updated_at else ""
    key = (
        f"calculator:picture:{kind}:{game.pk}:{game.version}:{changed}:{game.whist_price}:"
        f"{get_language()}"
    )
    cache = caches[selectors.CACHE]
    body = cache.get(key)
    if body is None:
        view = selectors.game_view(game)
        if view.sheet is None:
            return None
        svg = sheet_svg(view, title=title_of(game, view), meta=meta_of(view))
        body = sheet_png(svg) if kind == "png" else svg.encode("utf-8")
        cache.set(key, body, selectors.TIMEOUT)
    return body


def _picture(request: HttpRequest, game: Game, kind: str) -> HttpResponse:
    try:
        body = _drawn(game, kind)
    except ImageUnavailable as missing:
        return HttpResponse(str(missing), status=503, content_type="text/plain; charset=utf-8")
    if body is None:
        message = _("This game record cannot be scored, so there is no sheet to draw.")
        return HttpResponse(message, status=404, content_type="text/plain; charset=utf-8")
    response = HttpResponse(body, content_type=FORMATS[kind])
    response["Content-Disposition"] = f'attachment; filename="pulya-{game.pk}.{kind}"'
    return response


@require_GET
def picture(request: HttpRequest, pk: int, kind: str) -> HttpResponse:
    return _picture(request, _viewable(request, pk), kind)


@require_GET
def share_picture(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    return _picture(request, _shared(token), kind)


def _full(request: HttpRequest, game: Game, back: str) -> HttpResponse:
    view = selectors.game_view(game)
    context = {"game": game, "view": view, "title": title_of(game, view), "back": back}
    return render(request, "calculator/sheet_full.html", context)


@require_GET
def full_screen(request: HttpRequest, pk: int) -> HttpResponse:
    return _full(request, _viewable(request, pk), reverse("calculator:game", args=[pk]))


@require_GET
def share_full_screen(request: HttpRequest, token: str) -> HttpResponse:
    return _full(request, _shared(token), reverse("calculator:share", args=[token]))
