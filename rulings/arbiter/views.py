"""The adjudicator's question flow: convention → deal → irregularities → the ruling card.

One page, four steps; each answer is an htmx POST that swaps ``#flow`` (without htmx the whole
page comes back, so the flow works without JavaScript too). Nothing is kept on the server
until the visitor saves the ruling: the state travels in hidden fields (``forms.StateForm``).
Bad input is a 400 with the step, its errors in the reader's language and what was typed.
"""

from __future__ import annotations

import json
from functools import wraps
from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings import json_input
from rulings.arbiter import labels, selectors, services
from rulings.arbiter.forms import (
    ChoiceForm,
    ConventionForm,
    DealForm,
    FlowState,
    IncidentForm,
    StateForm,
    WriteForm,
    read_deal,
    rule,
    with_convention,
)
from rulings.examples import EXAMPLES
from rulings.models import Game, HouseConvention, SavedRuling
from rulings.permissions import GameAccess
from rulings.web.htmx import is_htmx
from rulings.web.services import GameConflict, GameRecordInvalid
from rulings.web.session import session_key
from rulings.web.words import PRESET_WORDS

TEMPLATE = "arbiter/flow.html"


# --- helpers
def _may(request: HttpRequest, perm: str, game: Game) -> bool:
    return request.user.has_perm(perm, GameAccess(game, session_key(request)))


def _game(request: HttpRequest, pk: int | None, perm: str = "rulings.view_game") -> Game | None:
    if pk is None:
        return None
    game = get_object_or_404(Game, pk=pk)
    if not _may(request, perm, game):
        raise PermissionDenied(_("Only the owner of this game can use it here."))
    return game


def _refusals(view):
    """A game the visitor may not use: step 1 again with the reason, as a 403."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except PermissionDenied as error:
            return _step_convention(request, FlowState(), status=403, errors=[str(error)])

    return wrapper


def _render(
    request: HttpRequest,
    step: str,
    state: FlowState,
    *,
    status: int = 200,
    errors: list[str] | None = None,
    **context: Any,
) -> HttpResponse:
    game = context.pop("game", None)
    if game is None and state.game is not None:
        game = Game.objects.filter(pk=state.game).first()
        if game is not None and not _may(request, "rulings.view_game", game):
            game = None
    convention = (state.request or {}).get("convention") if state.request else state.convention
    context.update(
        step=step,
        state=state,
        game=game,
        errors=errors or [],
        convention_label=selectors.convention_label(convention),
        outline=selectors.deal_outline(state.request) if state.request else None,
        entered=[selectors.incident_view(i) for i in state.entered],
        detected=[selectors.incident_view(i.as_json()) for i in state.detected],
    )
    template = TEMPLATE + ("#flow" if is_htmx(request) else "")
    return render(request, template, context, status=status)


def _form_errors(form: Any) -> list[str]:
    """Every refused field's reason, for step 1 (a tampered preset too: a 400 says why)."""
    return [str(error) for errors in form.errors.values() for error in errors]


def _bad_state(request: HttpRequest, form: StateForm) -> HttpResponse:
    """The hidden state did not read back (tampered or stale): step 1 with the reason."""
    return _step_convention(request, FlowState(), status=400, errors=_form_errors(form))


def _step_convention(
    request: HttpRequest,
    state: FlowState,
    *,
    record: str = "",
    selected: str = "",
    status: int = 200,
    errors: list[str] | None = None,
) -> HttpResponse:
    games = selectors.games_for(user=request.user, session_key=session_key(request))
    return _render(
        request,
        "convention",
        state,
        status=status,
        errors=errors,
        presets=list(PRESET_WORDS.items()),
        games=[(g, selectors.game_label(g)) for g in games],
        record=record,
        selected=selected,
    )


def _step_deal(
    request: HttpRequest,
    state: FlowState,
    *,
    form: DealForm | None = None,
    record: str = "",
    status: int = 200,
) -> HttpResponse:
    game = _game(request, state.game) if state.game else None
    return _render(
        request,
        "deal",
        state,
        status=status,
        form=form,
        record=record,
        examples=list(EXAMPLES.items()),
        game_deals=selectors.game_deals(game) if game else [],
        game=game,
    )


def _step_incidents(
    request: HttpRequest,
    state: FlowState,
    *,
    form: IncidentForm | None = None,
    status: int = 200,
) -> HttpResponse:
    return _render(
        request,
        "incidents",
        state,
        status=status,
        form=form,
        types=_incident_types(state),
    )


def _step_ruling(
    request: HttpRequest,
    state: FlowState,
    *,
    status: int = 200,
    saved: SavedRuling | None = None,
    message: str = "",
    conflict: bool = False,
    written: Game | None = None,
) -> HttpResponse:
    ruling, problems = rule(state.request or {})
    if ruling is None:
        return _render(
            request,
            "incidents",
            state,
            status=400,
            errors=[f"{f}: {m}" if f else m for f, m in problems],
            types=_incident_types(state),
        )
    game = None
    if state.game is not None:
        game = Game.objects.filter(pk=state.game).first()
    can_write = game is not None and _may(request, "rulings.change_game", game)
    can_write = can_write and not game.finished and written is None
    not_writable = ""
    if can_write:  # a dry run: the button only where writing can succeed
        try:
            services.check_fits(ruling, state.request or {}, game)
            services.deals_to_write(ruling, state.deal_index)
        except services.RulingNotWritable as error:
            can_write, not_writable = False, error.message
    data = ruling.as_json()
    return _render(
        request,
        "ruling",
        state,
        status=status,
        card=selectors.ruling_card(data),
        saved=saved,
        permalink=request.build_absolute_uri(reverse("arbiter:permalink", args=[saved.token]))
        if saved
        else "",
        can_write=can_write,
        not_writable=not_writable,
        game=game if can_write else None,
        write_version=_write_version(state, game) if can_write else None,
        message=message,
        conflict=conflict,
        written=written,
    )


def _write_version(state: FlowState, game: Game) -> int:
    """The version «Write into the pulya» expects: the game's when its deal was picked (the
    ruling replaces that deal, so any change since is a conflict), else the game's now."""
    if state.deal_index is not None and state.deal_version is not None:
        return state.deal_version
    return game.version


# --- step 1: the convention
@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
@_refusals
def start(request: HttpRequest) -> HttpResponse:
    """Step 1. GET ``?game=<pk>`` starts from a game, ``?house=<slug>`` under a house convention
    (straight to step 2); a POST carries a record (deal viewer)."""
    state = FlowState()
    record, selected = "", ""
    if request.method == "POST":
        record = (request.POST.get("record") or "")[:50_000]
        try:
            data = json_input.loads(record)
        except ValueError:
            data = None
        if isinstance(data, dict) and isinstance(data.get("convention"), str):
            selected = data["convention"]
    else:
        raw = request.GET.get("game")
        if raw and raw.isdigit():
            game = _game(request, int(raw))
            state.game = game.pk if game else None
        house = HouseConvention.objects.at(request.GET.get("house"))
        if house is not None:  # from a house convention's page: step 1 is answered
            state.convention, state.game = house.spec(), None
            return _step_deal(request, state)
    return _step_convention(request, state, record=record, selected=selected)


@vary_on_headers("HX-Request")
@require_POST
@_refusals
def choose_deal(request: HttpRequest) -> HttpResponse:
    """Step 1 answered (a preset or a game): step 2, or straight to step 3 with a record."""
    form = ConventionForm(request.POST)
    record = (request.POST.get("record") or "")[:50_000]
    if not form.is_valid():
        state = FlowState()
        return _step_convention(
            request, state, record=record, status=400, errors=_form_errors(form)
        )
    state = form.state()
    game = _game(request, state.game)
    if game is not None:
        state.convention = selectors.game_convention_json(game)
    elif form.cleaned_data.get("preset"):
        state.convention = form.cleaned_data["preset"]
        state.game = None
    state.request = None
    if not (request.POST.get("show") and game is not None):
        # «change» of the deal keeps the game's deal it was picked from (see _read_deal)
        state.deal_index, state.deal_version = None, None
    if record.strip() and not request.POST.get("show"):
        deal = DealForm({"record": record, "convention": state.convention_json})
        return _read_deal(request, deal, state)
    return _step_deal(request, state, record=record)


# --- step 2: the deal
@vary_on_headers("HX-Request")
@require_POST
@_refusals
def read_deal_view(request: HttpRequest) -> HttpResponse:
    form = DealForm(request.POST)
    state = FlowState()
    if form.is_valid():
        state = form.state()
    elif any(name in form.errors for name in ("convention", "game", "deal_index", "deal_version")):
        return _bad_state(request, form)
    return _read_deal(request, form, state)


def _read_deal(request: HttpRequest, form: DealForm, state: FlowState) -> HttpResponse:
    record = form.data.get("record", "")
    if not form.is_valid():
        if form.is_bound and not any(n in form.errors for n in ("convention", "game")):
            state = FlowState(
                convention=form.cleaned_data.get("convention"), game=form.cleaned_data.get("game")
            )
        return _step_deal(request, state, form=form, record=record, status=400)
    data = form.cleaned_data.get("deal")
    picked = state.deal_index, state.deal_version  # carried by «change» of a game's deal
    state.deal_index, state.deal_version = None, None
    if form.cleaned_data.get("game_deal") is not None:
        game = _game(request, state.game)
        index = form.cleaned_data["game_deal"]
        if game is None or not 0 <= index < len(game.deals) or "correction" in game.deals[index]:
            raise Http404
        data = selectors.request_from_game_deal(game, index)
        # the ruling is written in place of this deal only if the game has not changed since
        state.deal_index, state.deal_version = index, game.version
        record = json.dumps(data, ensure_ascii=False, indent=1)
    else:
        data = with_convention(data, state.convention)
        if picked[0] is not None and _is_game_deal(request, state, picked[0], data):
            # read back unchanged: still that deal of the game, which the ruling replaces
            state.deal_index, state.deal_version = picked
    try:
        state.facts, state.incidents = read_deal(data)
    except ValidationError as error:  # shown under the record, what was typed kept
        form.add_error("record", error)
        if not record:
            record = json.dumps(data, ensure_ascii=False, indent=1)
        return _step_deal(request, state, form=form, record=record, status=400)
    state.request = data
    return _step_incidents(request, state)


# Cards shown early and claims are judged on the cards (the solver): a deal without the hands
# cannot be ruled on them, so they are not offered for it.
NEEDS_HANDS = ("exposed", "claim")


def _incident_types(state: FlowState) -> list[tuple[str, Any]]:
    hands_known = state.facts is not None and state.facts.replay is not None
    return [
        (key, label)
        for key, label in labels.INCIDENT_TYPES.items()
        if hands_known or key not in NEEDS_HANDS
    ]


def _is_game_deal(request: HttpRequest, state: FlowState, index: int, data: Any) -> bool:
    """Is ``data`` (incidents aside) still deal ``index`` of the flow's game as it is now?"""
    game = _game(request, state.game) if state.game is not None else None
    if game is None or not isinstance(data, dict):
        return False
    if not 0 <= index < len(game.deals) or "correction" in game.deals[index]:
        return False
    asked = {k: v for k, v in data.items() if k != "incidents"}
    return selectors.request_from_game_deal(game, index) == asked


# --- step 3: the irregularities
@vary_on_headers("HX-Request")
@require_POST
def incident(request: HttpRequest) -> HttpResponse:
    """Step 3: ``action`` = ``ask`` (a type: its questions), ``add``, ``remove`` or ``show``."""
    state_form = StateForm(request.POST)
    if not state_form.is_valid():
        return _bad_state(request, state_form)
    state = state_form.state()
    action = request.POST.get("action", "show")
    if action == "remove":
        try:
            index = int(request.POST.get("index", ""))
        except ValueError:
            index = -1
        entered = state.entered
        if not 0 <= index < len(entered):
            return _step_incidents(request, state, status=400)
        del entered[index]
        state = _with_incidents(state, entered)
        return _step_incidents(request, state)
    if action == "ask":
        kind = request.POST.get("type", "")
        if kind not in dict(_incident_types(state)):
            return _render(
                request,
                "incidents",
                state,
                status=400,
                errors=[_("Choose what happened.")],
                types=_incident_types(state),
            )
        form = IncidentForm(
            players=state.active,
            seated=state.players,
            initial={"type": kind, "dealer_fault": True},
        )
        return _step_incidents(request, state, form=form)
    if action == "add":
        form = IncidentForm(request.POST, players=state.active, seated=state.players)
        if not form.is_valid():
            return _step_incidents(request, state, form=form, status=400)
        entered = [*state.entered, form.cleaned_data["incident"]]
        request_data = {**(state.request or {}), "incidents": entered}
        ruling, problems = rule(request_data)
        if ruling is None:
            where = f"incidents[{len(entered) - 1}]"
            for field, message in problems:
                name = field[len(where) + 1 :] if field.startswith(where + ".") else ""
                form.add_error(name if name in form.fields_for_type else None, message)
            return _step_incidents(request, state, form=form, status=400)
        return _step_incidents(request, _with_incidents(state, entered))
    return _step_incidents(request, state)


def _with_incidents(state: FlowState, entered: list[dict[str, Any]]) -> FlowState:
    data = dict(state.request or {})
    if entered:
        data["incidents"] = entered
    else:
        data.pop("incidents", None)
    facts, incidents = read_deal(data)
    return FlowState(
        convention=state.convention,
        game=state.game,
        deal_index=state.deal_index,
        request=data,
        deal_version=state.deal_version,
        facts=facts,
        incidents=incidents,
    )


# --- step 4: the ruling card
@vary_on_headers("HX-Request")
@require_POST
def ruling(request: HttpRequest) -> HttpResponse:
    form = StateForm(request.POST)
    if not form.is_valid():
        return _bad_state(request, form)
    return _step_ruling(request, form.state())


@vary_on_headers("HX-Request")
@require_POST
def choose(request: HttpRequest) -> HttpResponse:
    """The non-offending side chooses: the ruling again with the choice."""
    form = ChoiceForm(request.POST)
    if not form.is_valid():
        if "item" in form.errors or "choice" in form.errors:
            state_form = StateForm(request.POST)
            if state_form.is_valid():  # the card again, saying what to do
                message = _("Choose one of the choices offered on the card.")
                return _step_ruling(request, state_form.state(), status=400, message=message)
        return _bad_state(request, form)
    state = form.state()
    first, _problems = rule(state.request or {})
    items = first.items if first else ()
    index = form.cleaned_data["item"]
    if not 0 <= index < len(items) or not items[index].choices:
        return _step_ruling(request, state, status=400)
    item = items[index]
    key = form.cleaned_data["choice"]
    if key not in {c.key for c in item.choices}:
        return _step_ruling(request, state, status=400)
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
    return _step_ruling(request, _with_incidents(state, entered))


@vary_on_headers("HX-Request")
@require_POST
def save(request: HttpRequest) -> HttpResponse:
    """«Save and share»: the ruling stored for its permalink."""
    form = StateForm(request.POST)
    if not form.is_valid():
        return _bad_state(request, form)
    state = form.state()
    result, _problems = rule(state.request or {})
    if result is None:
        return _step_ruling(request, state)  # shows the problems at step 3 with a 400
    game = Game.objects.filter(pk=state.game).first() if state.game else None
    if game is not None and not _may(request, "rulings.view_game", game):
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
    return _step_ruling(request, state, saved=saved)


@vary_on_headers("HX-Request")
@require_POST
def write(request: HttpRequest) -> HttpResponse:
    """«Write into the pulya»: the ruling saved and appended to the game it started from."""
    form = WriteForm(request.POST)
    if not form.is_valid():
        state_form = StateForm(request.POST)
        if state_form.is_valid():
            return _step_ruling(
                request,
                state_form.state(),
                status=400,
                message=_("The form is missing the game's version: reload the page."),
            )
        return _bad_state(request, form)
    state = form.state()
    game = Game.objects.filter(pk=state.game).first()
    if game is None:  # deleted since the flow started: the ruling stays, nothing is written
        state.game = None
        return _step_ruling(
            request, state, status=404, message=_("The game no longer exists: nothing was written.")
        )
    if not _may(request, "rulings.change_game", game):
        return _step_ruling(
            request, state, status=403, message=_("Only the owner of this game can change it.")
        )
    result, _problems = rule(state.request or {})
    if result is None:
        return _step_ruling(request, state)
    before = len(game.deals) - (1 if state.deal_index is not None else 0)
    try:
        saved, game = services.ruling_write(
            request_data=state.request or {},
            ruling=result,
            game=game,
            deal_index=state.deal_index,
            version=form.cleaned_data["version"],
        )
    except services.RulingNotWritable as error:
        return _step_ruling(request, state, status=400, message=error.message)
    except services.DealMoved:
        return _step_ruling(
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
        return _step_ruling(request, state, status=409, conflict=True, message=message)
    except GameRecordInvalid as error:
        return _step_ruling(
            request, state, status=400, message="; ".join(m for _f, m in error.problems)
        )
    if result.redeal and state.deal_index is not None:
        message = _("The deal is taken off the pulya: it is dealt again.")
    else:
        message = _("Written into the pulya: %(n)s entries.") % {"n": len(game.deals) - before}
    if not is_htmx(request):  # post/redirect/get: reloading the page does not write it again
        messages.success(request, message)
        return redirect("arbiter:permalink", token=saved.token)
    return _step_ruling(request, state, saved=saved, written=game, message=message)


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
