"""One game's page and its parts read by htmx: the page, a wizard step, the sheet, one deal's
explanation. Nothing here is saved (rulings/calculator/views/deal_actions.py saves)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods
from django.views.decorators.vary import vary_on_headers

from rulings.calculator import selectors
from rulings.calculator.views.common import (
    edit_from_link,
    edit_index,
    edit_wizard,
    owned,
    refuse_finished,
    render_game,
    render_part,
    serve_plain_look,
    version_of,
    wizard_for,
)


@vary_on_headers("HX-Request")
@require_GET
def game_detail(request: HttpRequest, pk: int) -> HttpResponse:
    if "edit" not in request.GET:  # a plain look: served drawn when it is, without the record
        served = serve_plain_look(
            request, owned(request, pk, "rulings.view_game", defer=("record",))
        )
        if served is not None:
            return served
    game = owned(request, pk, "rulings.view_game")
    wizard = None
    edit = edit_from_link(request, game, request.GET)
    if isinstance(edit, HttpResponse):
        return edit
    if edit is not None:
        if game.finished:
            return refuse_finished(request, game)
        wizard = edit_wizard(game, selectors.game_view(game), edit, game.version)
    return render_game(request, game, wizard=wizard)


@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def wizard_step(request: HttpRequest, pk: int) -> HttpResponse:
    """The next step of the wizard (nothing is saved): the ``#wizard`` fragment.

    The version, the dealer and an edit's fingerprint travel with the form and come back
    unchanged: they are the ones the entry started with, however the game changed meanwhile
    (the save then finds the conflict). A GET starts an entry: ``?edit=`` reopens that deal;
    ``version`` (and ``dealer``) come from the link, the version of the page it was on."""
    game = owned(request, pk)
    if game.finished:
        return refuse_finished(request, game, retarget_game=True)
    view = selectors.game_view(game)
    data = request.POST if request.method == "POST" else request.GET
    version = version_of(data)
    if request.method == "GET":
        edit = edit_from_link(request, game, data)
        if isinstance(edit, HttpResponse):
            return edit
        seen = game.version if version is None else version  # a link without it: this page
        if edit is not None and data.get("edit_of"):
            seen = game.version  # found by its fingerprint, which guards the save from here
        if edit is not None:
            wizard = edit_wizard(game, view, edit, seen)
        else:
            wizard = wizard_for(game, view, {}, version=seen, dealer=data.get("dealer"))
    else:
        edit = edit_index(data.get("edit"), game, in_range=False)
        wizard = wizard_for(
            game,
            view,
            data,
            version=version,
            edit=edit,
            dealer=data.get("dealer"),
            fingerprint=data.get("edit_of", ""),
        )
        if wizard is not None and version is None:
            wizard.errors.append(_("The form is missing the game's version: reload the page."))
    status = 400 if wizard is not None and wizard.errors else 200
    return render_game(request, game, wizard=wizard, status=status, fragment="wizard")


@require_GET
def sheet(request: HttpRequest, pk: int) -> HttpResponse:
    """Only the sheet (SVG and running entries): the fragment htmx swaps, and the bench's.

    A sheet already drawn at this version is served without reading the game record."""
    html = selectors.cached_sheet_html(owned(request, pk, "rulings.view_game", defer=("record",)))
    if html is None:
        html = selectors.sheet_html(owned(request, pk, "rulings.view_game"))
    return HttpResponse(html)


@vary_on_headers("HX-Request")
@require_GET
def deal_entries(request: HttpRequest, pk: int, index: int) -> HttpResponse:
    game = owned(request, pk, "rulings.view_game")
    back = reverse("calculator:game", args=[pk]) + f"#deal-{index}"
    return render_part(request, game, back, index=index)


@vary_on_headers("HX-Request")
@require_GET
def options(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk, "rulings.view_game")
    return render_part(request, game, reverse("calculator:game", args=[pk]))
