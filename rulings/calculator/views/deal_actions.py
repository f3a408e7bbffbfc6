"""The changes of a game: a deal saved (new or edited) or deleted, undo, finish or resume, the
price of a whist. Each carries the version the user saw (a stale one is a 409, nothing saved)."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rulings.calculator import live, selectors, services
from rulings.calculator.forms import DealIndexForm, FinishForm, PriceForm, VersionForm
from rulings.calculator.views.common import (
    answer_conflict,
    answer_done,
    edit_index,
    owned,
    problems_of,
    refuse_finished,
    render_game,
    run_change,
    version_of,
    wizard_for,
)
from rulings.web.services import GameConflict, GameRecordInvalid


@require_POST
def deal_save(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk)
    if game.finished:
        return refuse_finished(request, game)
    data = request.POST
    view = selectors.game_view(game)
    edit = edit_index(data.get("edit"), game, in_range=False)
    fingerprint = data.get("edit_of", "")
    version = version_of(data)
    if version is not None and version != game.version:
        # The entry started before somebody else's change: its dealer, or the deal at its
        # index, may not be the ones the user saw. Nothing is saved.
        return answer_conflict(request, game, data, edit, fingerprint)
    if edit is not None and edit >= len(game.deals):
        raise Http404
    wizard = wizard_for(game, view, data, version=version, edit=edit, fingerprint=fingerprint)
    if wizard is None:
        return render_game(request, game, status=400, message=_("This game cannot be scored."))
    if version is None:
        wizard.errors.append(_("The form is missing the game's version: reload the page."))
        return render_game(request, game, wizard=wizard, status=400)
    if edit is not None and not fingerprint:
        wizard.errors.append(_("The form does not say which deal it edits: reload the page."))
        return render_game(request, game, wizard=wizard, status=400)
    if wizard.errors or not wizard.complete or wizard.deal is None:
        if not wizard.errors:
            wizard.errors.append(_("The deal is not complete yet: answer every step."))
        return render_game(request, game, wizard=wizard, status=400)
    try:
        if edit is None:
            live.noted(
                request,
                "add",
                lambda: services.game_add_deal(game=game, version=version, deal=wizard.deal),
            )
        else:
            live.noted(
                request,
                "edit",
                lambda: services.game_edit_deal(
                    game=game,
                    version=version,
                    index=edit,
                    deal=wizard.deal,
                    fingerprint=fingerprint,
                ),
                edit,
            )
    except GameConflict as conflict:
        return answer_conflict(request, conflict.game, data, edit, fingerprint)
    except GameRecordInvalid as error:
        wizard.errors.extend(f"{f}: {m}" if f else m for f, m in problems_of(error))
        return render_game(request, game, wizard=wizard, status=400)
    return answer_done(request, game)


@require_POST
def deal_delete(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk)
    if game.finished:
        return refuse_finished(request, game)
    form = DealIndexForm(request.POST)
    if not form.is_valid():
        return render_game(request, game, status=400, message=_("Which deal? Reload the page."))
    data = form.cleaned_data
    return run_change(
        request,
        game,
        lambda: live.noted(
            request,
            "delete",
            lambda: services.game_delete_deal(
                game=game, version=data["version"], index=data["index"]
            ),
            data["index"],
        ),
        _("Deal deleted. «Undo» brings it back."),
    )


@require_POST
def undo(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk)  # a finished game too: undo takes the finish back
    form = VersionForm(request.POST)
    if not form.is_valid():
        return render_game(request, game, status=400, message=_("Reload the page."))
    if not game.undo_depth:
        return render_game(request, game, status=400, message=_("Nothing to undo."))
    version = form.cleaned_data["version"]
    return run_change(
        request,
        game,
        lambda: live.noted(
            request, "other", lambda: services.game_undo(game=game, version=version)
        ),
        _("The last change is undone."),
    )


@require_POST
def finish(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk)
    form = FinishForm(request.POST)
    if not form.is_valid():
        return render_game(request, game, status=400, message=_("Reload the page."))
    data = form.cleaned_data
    return run_change(
        request,
        game,
        lambda: live.noted(
            request,
            "other",
            lambda: services.game_set_finished(
                game=game, version=data["version"], finished=data["finished"]
            ),
        ),
    )


@require_POST
def price(request: HttpRequest, pk: int) -> HttpResponse:
    game = owned(request, pk)
    form = PriceForm(request.POST)
    if not form.is_valid():
        message = "; ".join(str(e) for errors in form.errors.values() for e in errors)
        return render_game(request, game, status=400, message=message, fragment="game")
    data = form.cleaned_data
    return run_change(
        request,
        game,
        lambda: live.noted(
            request,
            "other",
            lambda: services.game_set_whist_price(
                game=game, version=data["version"], whist_price=data["whist_price"]
            ),
        ),
    )
