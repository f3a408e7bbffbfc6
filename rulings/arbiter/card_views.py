"""What the ruling card does: the non-offending side's choice, «Save and share», «Write into
the pulya», and the permalink (read-only, the stored ruling, not a new run)."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings.arbiter import selectors, services, steps
from rulings.arbiter.forms import ChoiceForm, StateForm, WriteForm, rule, with_incidents
from rulings.models import Game, SavedRuling
from rulings.web.htmx import is_htmx
from rulings.web.services import GameConflict, GameRecordInvalid


@vary_on_headers("HX-Request")
@require_POST
@steps.too_long
def choose(request: HttpRequest) -> HttpResponse:
    """The non-offending side chooses: the ruling again with the choice."""
    form = ChoiceForm(request.POST)
    if not form.is_valid():
        if "item" in form.errors or "choice" in form.errors:
            state_form = StateForm(request.POST)
            if state_form.is_valid():  # the card again, saying what to do
                message = _("Choose one of the choices offered on the card.")
                return steps.step_ruling(request, state_form.state(), status=400, message=message)
        return steps.bad_state(request, form)
    state = form.state()
    first, _problems = rule(state.request or {})
    items = first.items if first else ()
    index = form.cleaned_data["item"]
    if not 0 <= index < len(items) or not items[index].choices:
        return steps.step_ruling(request, state, status=400)
    item = items[index]
    key = form.cleaned_data["choice"]
    if key not in {c.key for c in item.choices}:
        return steps.step_ruling(request, state, status=400)
    target = item.incidents[0]
    entered = state.entered
    for raw in entered:
        if (
            raw.get("type") == target.type.value
            and raw.get("player") == target.player
            and raw.get("trick") == target.trick
        ):
            raw["choice"] = key
            break
    else:
        entered.append(
            {
                "type": target.type.value,
                "player": target.player,
                "trick": target.trick,
                "choice": key,
            }
        )
    return steps.step_ruling(request, with_incidents(state, entered))


@vary_on_headers("HX-Request")
@require_POST
@steps.too_long
def save(request: HttpRequest) -> HttpResponse:
    """«Save and share»: the ruling stored for its permalink."""
    form = StateForm(request.POST)
    if not form.is_valid():
        return steps.bad_state(request, form)
    state = form.state()
    result, _problems = rule(state.request or {})
    if result is None:
        return steps.step_ruling(request, state)  # shows the problems at step 3 with a 400
    game = Game.objects.filter(pk=state.game).first() if state.game else None
    if game is not None and not steps.may(request, "rulings.view_game", game):
        game = None
    saved = services.ruling_save(
        request_data=state.request or {},
        ruling_json=result.as_json(),
        convention_key=result.facts.convention.key,
        game=game,
        deal_index=state.deal_index,
    )
    if not is_htmx(request):
        return redirect("arbiter:permalink", token=saved.token)
    return steps.step_ruling(request, state, saved=saved)


@vary_on_headers("HX-Request")
@require_POST
@steps.too_long
def write(request: HttpRequest) -> HttpResponse:
    """«Write into the pulya»: the ruling saved and appended to the game it started from."""
    form = WriteForm(request.POST)
    if not form.is_valid():
        state_form = StateForm(request.POST)
        if state_form.is_valid():
            return steps.step_ruling(
                request,
                state_form.state(),
                status=400,
                message=_("The form is missing the game's version: reload the page."),
            )
        return steps.bad_state(request, form)
    state = form.state()
    game = Game.objects.filter(pk=state.game).first()
    if game is None:  # deleted since the flow started: the ruling stays, nothing is written
        state.game = None
        return steps.step_ruling(
            request, state, status=404, message=_("The game no longer exists: nothing was written.")
        )
    if not steps.may(request, "rulings.change_game", game):
        return steps.step_ruling(
            request, state, status=403, message=_("Only the owner of this game can change it.")
        )
    result, _problems = rule(state.request or {})
    if result is None:
        return steps.step_ruling(request, state)
    try:
        saved, game = services.ruling_write(
            request_data=state.request or {},
            ruling=result,
            game=game,
            deal_index=state.deal_index,
            version=form.cleaned_data["version"],
            replace=form.cleaned_data["replace"],
            resume=form.cleaned_data["resume"],
        )
    except services.RulingAlreadyWritten as error:  # the earlier one's link, and «replace»
        return steps.step_ruling(request, state, status=409, message=error.message)
    except services.RulingNotWritable as error:
        return steps.step_ruling(request, state, status=400, message=error.message)
    except services.DealMoved:
        return steps.step_ruling(
            request,
            state,
            status=409,
            conflict=True,
            message=_(
                "The deal this ruling is about is no longer in its place in the game (a deal was "
                "deleted or changed meanwhile): nothing was written. Pick the deal again."
            ),
        )
    except GameConflict:
        if state.deal_index is not None:
            message = _(
                "The game changed after you picked the deal: nothing was written. Check the "
                "game's sheet and pick the deal again."
            )
        else:
            message = _(
                "Someone else changed this game meanwhile: nothing was written. Check the "
                "game's sheet and write the ruling again."
            )
        return steps.step_ruling(request, state, status=409, conflict=True, message=message)
    except GameRecordInvalid as error:
        return steps.step_ruling(
            request, state, status=400, message="; ".join(m for _f, m in error.problems)
        )
    written = len(saved.writes.get(game=game).deals)
    if result.redeal and state.deal_index is not None:
        message = _("The deal is taken off the pulya: it is dealt again.")
    elif form.cleaned_data["replace"]:
        message = _("The earlier ruling is replaced: %(n)s entries written.") % {"n": written}
    else:
        message = _("Written into the pulya: %(n)s entries.") % {"n": written}
    if not is_htmx(request):  # post/redirect/get: reloading the page does not write it again
        messages.success(request, message)
        return redirect("arbiter:permalink", token=saved.token)
    return steps.step_ruling(request, state, saved=saved, written=game, message=message)


# --- the permalink
@require_GET
def permalink(request: HttpRequest, token: str) -> HttpResponse:
    saved = get_object_or_404(SavedRuling, token=token)
    return render(
        request,
        "arbiter/ruling.html",
        {
            "saved": saved,
            "card": selectors.ruling_card(saved.ruling),
            "permalink": request.build_absolute_uri(),
        },
    )
