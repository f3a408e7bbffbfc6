"""The score calculator's views: HTTP and forms in, services and selectors out.

Every change needs ``rulings.change_game`` (rulings/permissions.py) and carries the version of the
game the user saw: the lists and buttons the version they were drawn at, the deal wizard the
version at which the entry (or the edit) started, echoed unchanged through every step. A stale
version gets a 409 with the current sheet and the user's entry kept. An edit also carries the
fingerprint of the deal it edits. A finished game takes no deals, edits or deletions until it
is resumed (undo takes the finish back). Bad input is a 4xx naming the problem; htmx requests
get the ``#game`` or ``#wizard`` fragment.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers
from django_htmx.http import reswap, retarget

from rulings.calculator import selectors, services
from rulings.calculator.forms import (
    DealIndexForm,
    FinishForm,
    ImportForm,
    NewGameForm,
    PriceForm,
    VersionForm,
)
from rulings.calculator.game_view import GameView
from rulings.calculator.wizard import Wizard, build_wizard, state_from_deal
from rulings.messages import translate_record_error
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.web.htmx import is_htmx
from rulings.web.selectors import games_of
from rulings.web.services import GameConflict, GameRecordInvalid, finished_message
from rulings.web.session import session_key


def _problems(error: GameRecordInvalid) -> list[tuple[str, str]]:
    """The problems in the reader's language (the engine's are translated here)."""
    if error.error is not None:
        return translate_record_error(error.error)
    return error.problems


GAME_TEMPLATE = "calculator/game.html"


def _can(request: HttpRequest, perm: str, game: Game) -> bool:
    return request.user.has_perm(perm, GameAccess(game, session_key(request)))


def _owned(
    request: HttpRequest, pk: int, perm: str = "rulings.change_game", *, defer: tuple = ()
) -> Game:
    game = get_object_or_404(Game.objects.defer(*defer), pk=pk)
    if not _can(request, perm, game):
        raise PermissionDenied(_("Only the owner of this game can change it."))
    return game


def _wizard(
    game: Game,
    view: GameView,
    data: Any,
    *,
    version: int | None,
    edit: int | None = None,
    dealer: str | None = None,
    fingerprint: str = "",
) -> Wizard | None:
    """The wizard after ``data``. ``version`` is the one the entry started at (carried by the
    form, never replaced by the game's current one); ``dealer`` the one it started with, when
    the form carries it (else the next dealer, or the edited deal's)."""
    if view.convention is None:
        return None
    if dealer not in game.players:
        dealer = view.next_dealer
        if edit is not None and edit < len(game.deals):
            deal = game.deals[edit]
            dealer = deal.get("dealer") if deal.get("dealer") in game.players else dealer
    wizard = build_wizard(view.convention, tuple(game.players), dealer, data, edit=edit)
    wizard.version = version
    wizard.fingerprint = fingerprint if edit is not None else ""
    return wizard


def _edit_from_link(request: HttpRequest, game: Game, data: Any) -> int | HttpResponse | None:
    """The deal an Edit link opens: ``edit`` is its index when the page was drawn and
    ``edit_of`` its fingerprint, so a deal that moved since (one before it was deleted) is
    found where it is now; one changed or deleted meanwhile is a 409 with the current sheet."""
    fingerprint = data.get("edit_of") or ""
    edit = _edit_index(data.get("edit"), game, in_range=not fingerprint)
    if edit is None or not fingerprint:
        return edit
    located = _locate(game, edit, fingerprint)
    if located is None:
        message = _(
            "The deal you wanted to edit is no longer in the game (it was changed or deleted "
            "meanwhile): the sheet below is the current one."
        )
        response = _render_game(request, game, message=message, status=409)
        if is_htmx(request):  # asked for #wizard: the whole game has changed
            response = reswap(retarget(response, "#game"), "outerHTML")
        return response
    return located


def _edit_wizard(game: Game, view: GameView, edit: int, version: int) -> Wizard | None:
    """The wizard reopening deal ``edit`` with its choices, and the deal's fingerprint."""
    deal = game.deals[edit]
    half_after_whist = bool(view.convention and view.convention.half_whist_after_whist)
    state = state_from_deal(deal, tuple(game.players), half_after_whist=half_after_whist)
    return _wizard(
        game, view, state, version=version, edit=edit, fingerprint=services.deal_fingerprint(deal)
    )


def _edit_index(raw: Any, game: Game, *, in_range: bool = True) -> int | None:
    if raw in (None, ""):
        return None
    try:
        index = int(raw)
    except (TypeError, ValueError):
        raise Http404 from None
    if index < 0 or (in_range and index >= len(game.deals)):
        raise Http404
    return index


def _version(data: Any) -> int | None:
    form = VersionForm(data)
    return form.cleaned_data["version"] if form.is_valid() else None


def _refuse_finished(
    request: HttpRequest, game: Game, *, retarget_game: bool = False
) -> HttpResponse:
    """A finished game takes no entries: 400, the game with the message (resume first)."""
    response = _render_game(request, game, status=400, message=finished_message())
    if retarget_game and is_htmx(request):  # asked for #wizard, which a finished game has not
        response = reswap(retarget(response, "#game"), "outerHTML")
    return response


def _render_game(
    request: HttpRequest,
    game: Game,
    *,
    wizard: Wizard | None = None,
    message: str = "",
    status: int = 200,
    fragment: str = "game",
    share: bool = False,
    problems: list[tuple[str, str]] | None = None,
) -> HttpResponse:
    can_edit = not share and _can(request, "rulings.change_game", game)
    share_url = request.build_absolute_uri(reverse("calculator:share", args=[game.share_token]))

    def context_with(wizard: Wizard | None) -> dict[str, Any]:
        view = selectors.page_view(game)  # the explained deals come drawn: explained_html
        if can_edit and wizard is None and not game.finished:
            wizard = _wizard(game, view, {}, version=game.version)  # the version drawn here
        return {
            "game": game,
            "view": view,
            "wizard": wizard if can_edit else None,
            "can_edit": can_edit,
            "share": share,
            "sheet_html": view.sheet_html,
            "message": message,
            "conflict": status == 409,
            "problems": problems or [],
            "share_url": share_url,
        }

    if fragment == "game" and wizard is None and not message and not problems:
        # A plain look (the wizard at its start): the whole #game comes drawn at this version.
        html = selectors.game_html(
            request,
            game,
            {"can_edit": can_edit, "share": share, "share_url": share_url},
            lambda kept: render_to_string(GAME_TEMPLATE + "#game", {**context_with(None), **kept}),
        )
        if is_htmx(request):
            return HttpResponse(html, status=status)
        return render(request, GAME_TEMPLATE, {"game": game, "game_html": html}, status=status)
    context = context_with(wizard)
    context["explained_html"] = selectors.explained_html(request, game, can_edit=can_edit)
    template = GAME_TEMPLATE + (f"#{fragment}" if is_htmx(request) else "")
    return render(request, template, context, status=status)


# --- list, start, import
@require_http_methods(["GET", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    """The visitor's games and the start form; ``?house=<slug>``: start under a house
    convention (the link on its page)."""
    initial = {"house": request.GET["house"]} if request.GET.get("house") else None
    form = NewGameForm(request.POST or None, initial=initial)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            d = form.cleaned_data
            try:
                game = services.game_create(
                    owner=request.user,
                    session_key=session_key(request, create=True),
                    players=d["players"],
                    convention=d["convention_spec"],
                    pulya=d["pulya"],
                    first_dealer=d["first_dealer"],
                    whist_price=d["whist_price"],
                    title=d["title"],
                    options=d["options"],
                )
            except GameRecordInvalid as error:
                for field, problem in error.problems:
                    form.add_error(None, f"{field}: {problem}")
            else:
                return redirect("calculator:game", pk=game.pk)
        status = 400
    return _render_index(request, form=form, status=status)


def _render_index(
    request: HttpRequest,
    *,
    form: NewGameForm | None = None,
    import_form: ImportForm | None = None,
    problems: list[tuple[str, str]] | None = None,
    status: int = 200,
) -> HttpResponse:
    games = games_of(user=request.user, session_key=session_key(request))[:50]
    form = form or NewGameForm()
    return render(
        request,
        "calculator/index.html",
        {
            "form": form,
            "house": form.house,
            "import_form": import_form or ImportForm(),
            "games": games,
            "problems": problems or [],
        },
        status=status,
    )


@require_POST
def import_game(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST, request.FILES)
    if not form.is_valid():
        return _render_index(request, import_form=form, status=400)
    try:
        game = services.game_import(
            owner=request.user,
            session_key=session_key(request, create=True),
            data=form.cleaned_data["data"],
        )
    except GameRecordInvalid as error:
        return _render_index(request, import_form=form, problems=_problems(error), status=400)
    return redirect("calculator:game", pk=game.pk)


# --- one game
@vary_on_headers("HX-Request")
@require_GET
def game_detail(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk, "rulings.view_game")
    wizard = None
    edit = _edit_from_link(request, game, request.GET)
    if isinstance(edit, HttpResponse):
        return edit
    if edit is not None:
        if game.finished:
            return _refuse_finished(request, game)
        wizard = _edit_wizard(game, selectors.game_view(game), edit, game.version)
    return _render_game(request, game, wizard=wizard)


@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def wizard_step(request: HttpRequest, pk: int) -> HttpResponse:
    """The next step of the wizard (nothing is saved): the ``#wizard`` fragment.

    The version, the dealer and an edit's fingerprint travel with the form and come back
    unchanged: they are the ones the entry started with, however the game changed meanwhile
    (the save then finds the conflict). A GET starts an entry: ``?edit=`` reopens that deal;
    ``version`` (and ``dealer``) come from the link, the version of the page it was on."""
    game = _owned(request, pk)
    if game.finished:
        return _refuse_finished(request, game, retarget_game=True)
    view = selectors.game_view(game)
    data = request.POST if request.method == "POST" else request.GET
    version = _version(data)
    if request.method == "GET":
        edit = _edit_from_link(request, game, data)
        if isinstance(edit, HttpResponse):
            return edit
        seen = game.version if version is None else version  # a link without it: this page
        if edit is not None and data.get("edit_of"):
            seen = game.version  # found by its fingerprint, which guards the save from here
        if edit is not None:
            wizard = _edit_wizard(game, view, edit, seen)
        else:
            wizard = _wizard(game, view, {}, version=seen, dealer=data.get("dealer"))
    else:
        edit = _edit_index(data.get("edit"), game, in_range=False)
        wizard = _wizard(
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
    return _render_game(request, game, wizard=wizard, status=status, fragment="wizard")


@require_POST
def deal_save(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk)
    if game.finished:
        return _refuse_finished(request, game)
    data = request.POST
    view = selectors.game_view(game)
    edit = _edit_index(data.get("edit"), game, in_range=False)
    fingerprint = data.get("edit_of", "")
    version = _version(data)
    if version is not None and version != game.version:
        # The entry started before somebody else's change: its dealer, or the deal at its
        # index, may not be the ones the user saw. Nothing is saved.
        return _conflict(request, game, data, edit, fingerprint)
    if edit is not None and edit >= len(game.deals):
        raise Http404
    wizard = _wizard(game, view, data, version=version, edit=edit, fingerprint=fingerprint)
    if wizard is None:
        return _render_game(request, game, status=400, message=_("This game cannot be scored."))
    if version is None:
        wizard.errors.append(_("The form is missing the game's version: reload the page."))
        return _render_game(request, game, wizard=wizard, status=400)
    if edit is not None and not fingerprint:
        wizard.errors.append(_("The form does not say which deal it edits: reload the page."))
        return _render_game(request, game, wizard=wizard, status=400)
    if wizard.errors or not wizard.complete or wizard.deal is None:
        if not wizard.errors:
            wizard.errors.append(_("The deal is not complete yet: answer every step."))
        return _render_game(request, game, wizard=wizard, status=400)
    try:
        if edit is None:
            services.game_add_deal(game=game, version=version, deal=wizard.deal)
        else:
            services.game_edit_deal(
                game=game, version=version, index=edit, deal=wizard.deal, fingerprint=fingerprint
            )
    except GameConflict as conflict:
        return _conflict(request, conflict.game, data, edit, fingerprint)
    except GameRecordInvalid as error:
        wizard.errors.extend(f"{f}: {m}" if f else m for f, m in _problems(error))
        return _render_game(request, game, wizard=wizard, status=400)
    return _done(request, game)


def _locate(game: Game, edit: int, fingerprint: str) -> int | None:
    """Where the deal being edited is now (nearest its old index), or None if it is gone."""
    if not fingerprint:
        return edit if edit < len(game.deals) else None
    found = [
        i for i, deal in enumerate(game.deals) if services.deal_fingerprint(deal) == fingerprint
    ]
    return min(found, key=lambda i: abs(i - edit)) if found else None


def _conflict(
    request: HttpRequest,
    game: Game,
    data: Any,
    edit: int | None = None,
    fingerprint: str = "",
) -> HttpResponse:
    """Someone else saved first: the current sheet, a clear message, the user's entry kept.

    The entry is rebuilt at the current version (saving it is a conscious second step): for
    the current next dealer, or for an edit on the deal it edits wherever that deal is now."""
    view = selectors.game_view(game)
    message = _(
        "Someone else changed this game meanwhile (it is now at version %(version)s). Nothing "
        "of yours was saved: the sheet below is the current one."
    ) % {"version": game.version}
    if data is not None:
        message += " " + _("Your entry is kept: check it against the sheet and save again.")
    gone = False
    if edit is not None:
        edit = _locate(game, edit, fingerprint)
        gone = edit is None
    wizard = None
    if not game.finished and data is not None:
        wizard = _wizard(game, view, data, version=game.version, edit=edit, fingerprint=fingerprint)
    if gone:
        message += " " + _(
            "The deal you were editing is no longer in the game (it was changed or deleted): "
            "saving now adds your entry as a new deal."
        )
    elif wizard is not None and data.get("dealer") not in (None, "", wizard.dealer):
        message += " " + _("Mind the dealer: this deal is dealt by %(dealer)s.") % {
            "dealer": wizard.dealer
        }
    return _render_game(request, game, wizard=wizard, message=message, status=409)


def _done(request: HttpRequest, game: Game, message: str = "") -> HttpResponse:
    if is_htmx(request):
        return _render_game(request, game, message=message)
    return redirect("calculator:game", pk=game.pk)


def _change(
    request: HttpRequest, game: Game, write: Callable[[], Game], message: str = ""
) -> HttpResponse:
    """Run one change of the game through its service: done, a 409 with the current sheet when
    someone changed it first, or a 400 with what the engine refused."""
    try:
        write()
    except GameConflict as conflict:
        return _conflict(request, conflict.game, None, None)
    except GameRecordInvalid as error:
        return _render_game(request, game, status=400, problems=_problems(error))
    return _done(request, game, message)


@require_POST
def deal_delete(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk)
    if game.finished:
        return _refuse_finished(request, game)
    form = DealIndexForm(request.POST)
    if not form.is_valid():
        return _render_game(request, game, status=400, message=_("Which deal? Reload the page."))
    data = form.cleaned_data
    return _change(
        request,
        game,
        lambda: services.game_delete_deal(game=game, version=data["version"], index=data["index"]),
        _("Deal deleted. «Undo» brings it back."),
    )


@require_POST
def undo(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk)  # a finished game too: undo takes the finish back
    form = VersionForm(request.POST)
    if not form.is_valid():
        return _render_game(request, game, status=400, message=_("Reload the page."))
    if not game.undo_depth:
        return _render_game(request, game, status=400, message=_("Nothing to undo."))
    version = form.cleaned_data["version"]
    return _change(
        request,
        game,
        lambda: services.game_undo(game=game, version=version),
        _("The last change is undone."),
    )


@require_POST
def finish(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk)
    form = FinishForm(request.POST)
    if not form.is_valid():
        return _render_game(request, game, status=400, message=_("Reload the page."))
    data = form.cleaned_data
    return _change(
        request,
        game,
        lambda: services.game_set_finished(
            game=game, version=data["version"], finished=data["finished"]
        ),
    )


@require_POST
def price(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk)
    form = PriceForm(request.POST)
    if not form.is_valid():
        message = "; ".join(str(e) for errors in form.errors.values() for e in errors)
        return _render_game(request, game, status=400, message=message, fragment="game")
    data = form.cleaned_data
    return _change(
        request,
        game,
        lambda: services.game_set_whist_price(
            game=game, version=data["version"], whist_price=data["whist_price"]
        ),
    )


@require_GET
def sheet(request: HttpRequest, pk: int) -> HttpResponse:
    """Only the sheet (SVG and running entries): the fragment htmx swaps, and the bench's.

    A sheet already drawn at this version is served without reading the game record."""
    html = selectors.cached_sheet_html(_owned(request, pk, "rulings.view_game", defer=("record",)))
    if html is None:
        html = selectors.sheet_html(_owned(request, pk, "rulings.view_game"))
    return HttpResponse(html)


def _export(game: Game) -> HttpResponse:
    body = json.dumps(game.record, ensure_ascii=False, indent=1)
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="pulya-{game.pk}.json"'
    return response


@require_GET
def export(request: HttpRequest, pk: int) -> HttpResponse:
    return _export(_owned(request, pk, "rulings.view_game"))


@require_GET
def print_view(request: HttpRequest, pk: int) -> HttpResponse:
    game = _owned(request, pk, "rulings.view_game")
    return _render_print(request, game)


def _render_print(request: HttpRequest, game: Game) -> HttpResponse:
    view = selectors.game_view(game)
    return render(
        request,
        "calculator/print.html",
        {"game": game, "view": view, "sheet_html": view.sheet_html},
    )


# --- spectators: read-only by the share link
def _shared(token: str) -> Game:
    return get_object_or_404(Game, share_token=token)


@vary_on_headers("HX-Request")
@require_GET
def share(request: HttpRequest, token: str) -> HttpResponse:
    return _render_game(request, _shared(token), share=True)


@require_GET
def share_export(request: HttpRequest, token: str) -> HttpResponse:
    return _export(_shared(token))


@require_GET
def share_print(request: HttpRequest, token: str) -> HttpResponse:
    return _render_print(request, _shared(token))
