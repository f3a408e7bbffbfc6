"""Keeping and showing a game: the export (the game record as JSON), the print view, and the
read-only share link with its export and print view."""

from __future__ import annotations

import json

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from rulings.calculator import selectors
from rulings.calculator.views.common import owned, render_game, render_part
from rulings.models import Game


def _export(game: Game) -> HttpResponse:
    body = json.dumps(game.record, ensure_ascii=False, indent=1)
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="pulya-{game.pk}.json"'
    return response


@require_GET
def export(request: HttpRequest, pk: int) -> HttpResponse:
    return _export(owned(request, pk, "rulings.view_game"))


@require_GET
def print_view(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk, "rulings.view_game")
    return _render_print(request, game)


def _render_print(request: HttpRequest, game: Game) -> HttpResponse:
    view = selectors.game_view(game)
    return render(
        request,
        "calculator/print.html",
        {"game": game, "view": view, "sheet_html": view.sheet_html},
    )


def _shared(token: str) -> Game:
    return get_object_or_404(Game, share_token=token)


@vary_on_headers("HX-Request")
@require_GET
def share(request: HttpRequest, token: str) -> HttpResponse:
    return render_game(request, _shared(token), share=True)


@require_GET
def share_export(request: HttpRequest, token: str) -> HttpResponse:
    return _export(_shared(token))


@require_GET
def share_print(request: HttpRequest, token: str) -> HttpResponse:
    return _render_print(request, _shared(token))


@vary_on_headers("HX-Request")
@require_GET
def share_deal_entries(request: HttpRequest, token: str, index: int) -> HttpResponse:
    back = reverse("calculator:share", args=[token]) + f"#deal-{index}"
    return render_part(request, _shared(token), back, index=index)


@vary_on_headers("HX-Request")
@require_GET
def share_options(request: HttpRequest, token: str) -> HttpResponse:
    return render_part(request, _shared(token), reverse("calculator:share", args=[token]))
