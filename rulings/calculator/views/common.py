"""What the calculator's views share: the owner check, the deal wizard as a request builds it,
and the game section drawn as an answer (a change done, a 409 conflict, a 400 refusal).

Every change needs ``rulings.change_game`` (rulings/permissions.py) and carries the version of the
game the user saw: the lists and buttons the version they were drawn at, the deal wizard the
version at which the entry (or the edit) started, echoed unchanged through every step. A stale
version gets a 409 with the current sheet and the user's entry kept. An edit also carries the
fingerprint of the deal it edits. A finished game takes no deals, edits or deletions until it
is resumed (undo takes the finish back). Bad input is a 4xx naming the problem; htmx requests
get the ``#game`` or ``#wizard`` fragment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django_htmx.http import reswap, retarget

from rulings.calculator import live, selectors, services
from rulings.calculator.forms import VersionForm
from rulings.calculator.game_view import GameView
from rulings.calculator.wizard import Wizard, build_wizard, state_from_deal
from rulings.messages import translate_record_error
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.web.htmx import is_htmx
from rulings.web.services import GameConflict, GameRecordInvalid, finished_message
from rulings.web.session import session_key


def problems_of(error: GameRecordInvalid) -> list[tuple[str, str]]:
    """The problems in the reader's language (the engine's are translated here)."""
    if error.error is not None:
        return translate_record_error(error.error)
    return error.problems


GAME_TEMPLATE = "calculator/game.html"


def can(request: HttpRequest, perm: str, game: Game) -> bool:
    return request.user.has_perm(perm, GameAccess(game, session_key(request)))


def owned(
    request: HttpRequest, pk: int, perm: str = "rulings.change_game", *, defer: tuple = ()
) -> Game:
    game = get_object_or_404(Game.objects.defer(*defer), pk=pk)
    if not can(request, perm, game):
        raise PermissionDenied(_("Only the owner of this game can change it."))
    return game


def wizard_for(
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


def edit_from_link(request: HttpRequest, game: Game, data: Any) -> int | HttpResponse | None:
    """The deal an Edit link opens: ``edit`` is its index when the page was drawn and
    ``edit_of`` its fingerprint, so a deal that moved since (one before it was deleted) is
    found where it is now; one changed or deleted meanwhile is a 409 with the current sheet."""
    fingerprint = data.get("edit_of") or ""
    edit = edit_index(data.get("edit"), game, in_range=not fingerprint)
    if edit is None or not fingerprint:
        return edit
    located = locate(game, edit, fingerprint)
    if located is None:
        message = _(
            "The deal you wanted to edit is no longer in the game (it was changed or deleted "
            "meanwhile): the sheet below is the current one."
        )
        response = render_game(request, game, message=message, status=409)
        if is_htmx(request):  # asked for #wizard: the whole game has changed
            response = reswap(retarget(response, "#game"), "outerHTML")
        return response
    return located


def edit_wizard(game: Game, view: GameView, edit: int, version: int) -> Wizard | None:
    """The wizard reopening deal ``edit`` with its choices, and the deal's fingerprint."""
    deal = game.deals[edit]
    half_after_whist = bool(view.convention and view.convention.half_whist_after_whist)
    state = state_from_deal(deal, tuple(game.players), half_after_whist=half_after_whist)
    return wizard_for(
        game, view, state, version=version, edit=edit, fingerprint=services.deal_fingerprint(deal)
    )


def edit_index(raw: Any, game: Game, *, in_range: bool = True) -> int | None:
    if raw in (None, ""):
        return None
    try:
        index = int(raw)
    except (TypeError, ValueError):
        raise Http404 from None
    if index < 0 or (in_range and index >= len(game.deals)):
        raise Http404
    return index


def version_of(data: Any) -> int | None:
    form = VersionForm(data)
    return form.cleaned_data["version"] if form.is_valid() else None


def refuse_finished(
    request: HttpRequest, game: Game, *, retarget_game: bool = False
) -> HttpResponse:
    """A finished game takes no entries: 400, the game with the message (resume first)."""
    response = render_game(request, game, status=400, message=finished_message())
    if retarget_game and is_htmx(request):  # asked for #wizard, which a finished game has not
        response = reswap(retarget(response, "#game"), "outerHTML")
    return response


def render_game(
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
    can_edit = not share and can(request, "rulings.change_game", game)
    share_url = request.build_absolute_uri(reverse("calculator:share", args=[game.share_token]))

    def context_with(wizard: Wizard | None) -> dict[str, Any]:
        view = selectors.page_view(game)  # the explained deals come drawn: explained_html
        if can_edit and wizard is None and not game.finished:
            wizard = wizard_for(game, view, {}, version=game.version)  # the version drawn here
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
        return _with_page(request, game, html, str(game), status, can_edit=can_edit)
    context = context_with(wizard)
    context["explained_html"] = selectors.explained_html(
        request, game, can_edit=can_edit, share=share
    )
    template = GAME_TEMPLATE + (f"#{fragment}" if is_htmx(request) else "")
    return render(request, template, context, status=status)


def locate(game: Game, edit: int, fingerprint: str) -> int | None:
    """Where the deal being edited is now (nearest its old index), or None if it is gone."""
    if not fingerprint:
        return edit if edit < len(game.deals) else None
    found = [
        i for i, deal in enumerate(game.deals) if services.deal_fingerprint(deal) == fingerprint
    ]
    return min(found, key=lambda i: abs(i - edit)) if found else None


def answer_conflict(
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
        happened = live.since(game, data.get("version"))
        message += (
            (" " + happened if happened else "")
            + " "
            + _("Your entry is kept: check it against the sheet and save again.")
        )
    gone = False
    if edit is not None:
        edit = locate(game, edit, fingerprint)
        gone = edit is None
    wizard = None
    if not game.finished and data is not None:
        wizard = wizard_for(
            game, view, data, version=game.version, edit=edit, fingerprint=fingerprint
        )
    if gone:
        message += " " + _(
            "The deal you were editing is no longer in the game (it was changed or deleted): "
            "saving now adds your entry as a new deal."
        )
    elif wizard is not None and data.get("dealer") not in (None, "", wizard.dealer):
        message += " " + _("Mind the dealer: this deal is dealt by %(dealer)s.") % {
            "dealer": wizard.dealer
        }
    return render_game(request, game, wizard=wizard, message=message, status=409)


def answer_done(request: HttpRequest, game: Game, message: str = "") -> HttpResponse:
    if is_htmx(request):
        return render_game(request, game, message=message)
    return redirect("calculator:game", pk=game.pk)


def run_change(
    request: HttpRequest, game: Game, write: Callable[[], Game], message: str = ""
) -> HttpResponse:
    """Run one change of the game through its service: done, a 409 with the current sheet when
    someone changed it first, or a 400 with what the engine refused."""
    try:
        write()
    except GameConflict as conflict:
        return answer_conflict(request, conflict.game, None, None)
    except GameRecordInvalid as error:
        return render_game(request, game, status=400, problems=problems_of(error))
    return answer_done(request, game, message)


def render_part(
    request: HttpRequest, game: Game, back: str, *, index: int | None = None
) -> HttpResponse:
    """A part of the game page fetched when it is opened: deal ``index``'s entries with their
    arithmetic and sources, or (``index`` None) every option of the convention with its source.
    htmx gets the fragment; a browser without JavaScript a page of its own with a link ``back``."""
    view = selectors.game_view(game)
    if view.convention is None or (index is not None and index >= len(view.deals)):
        raise Http404
    deal = None if index is None else view.deals[index]
    context = {"game": game, "view": view, "deal": deal, "back": back}
    if not is_htmx(request):
        return render(request, "calculator/part.html", context)
    if deal is not None:
        return render(request, GAME_TEMPLATE + "#deal_entries", context)
    context |= {"convention": view.convention, "open": True}
    return render(request, "calculator/_options.html", context)


def _with_page(
    request: HttpRequest,
    game: Game,
    html: str,
    title: str,
    status: int = 200,
    *,
    can_edit: bool = False,
) -> HttpResponse:
    """The drawn ``#game`` section as it is for htmx, else inside the page (with the offline
    entry for the owner: ``can_edit``)."""
    if is_htmx(request):
        return HttpResponse(html, status=status)
    context = {"game": game, "game_html": html, "page_title": title, "can_edit": can_edit}
    return render(request, GAME_TEMPLATE, context, status=status)


def serve_plain_look(request: HttpRequest, game: Game) -> HttpResponse | None:
    """The page as a plain look shows it, from the game's key fields alone (read without its
    record, as the sheet fragment is): the ``#game`` section drawn at this version, or None
    when it is not drawn yet."""
    can_edit = can(request, "rulings.change_game", game)
    share_url = request.build_absolute_uri(reverse("calculator:share", args=[game.share_token]))
    context = {"can_edit": can_edit, "share": False, "share_url": share_url}
    html = selectors.game_html(request, game, context, None)
    title = selectors.cached_title(game)
    if html is None or title is None:
        return None
    return _with_page(request, game, html, title, can_edit=can_edit)
