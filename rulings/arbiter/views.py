"""The adjudicator's question flow: convention → deal → irregularities → the ruling card.

One page, four steps; each answer is an htmx POST that swaps ``#flow`` (without htmx the whole
page comes back, so the flow works without JavaScript too). Nothing is kept on the server
until the visitor saves the ruling: the state travels in hidden fields (``forms.StateForm``).
Bad input is a 400 with the step, its errors in the reader's language and what was typed. What
each step shows is ``steps.py``; what the ruling card does (choose, save, write, the
permalink) is ``card_views.py``.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings import json_input
from rulings.arbiter import selectors, steps, write_once
from rulings.arbiter.forms import (
    ConventionForm,
    DealForm,
    FlowState,
    IncidentForm,
    StateForm,
    read_deal,
    rule,
    with_convention,
    with_incidents,
)
from rulings.models import HouseConvention
from rulings.web.url_values import object_id


# --- step 1: the convention
@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
@steps.refusals
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
        pk = object_id(request.GET.get("game"))
        if pk is not None:
            game = steps.game_of(request, pk)
            state.game = game.pk if game else None
        house = HouseConvention.objects.at(request.GET.get("house"))
        if house is not None:  # from a house convention's page: step 1 is answered
            state.convention, state.game = house.spec(), None
            return steps.step_deal(request, state)
    return steps.step_convention(request, state, record=record, selected=selected)


@vary_on_headers("HX-Request")
@require_POST
@steps.refusals
def choose_deal(request: HttpRequest) -> HttpResponse:
    """Step 1 answered (a preset or a game): step 2, or straight to step 3 with a record."""
    form = ConventionForm(request.POST)
    record = (request.POST.get("record") or "")[:50_000]
    if not form.is_valid():
        state = FlowState()
        return steps.step_convention(
            request, state, record=record, status=400, errors=steps.form_errors(form)
        )
    state = form.state()
    game = steps.game_of(request, state.game)
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
    return steps.step_deal(request, state, record=record)


# --- step 2: the deal
@vary_on_headers("HX-Request")
@require_POST
@steps.refusals
def read_deal_view(request: HttpRequest) -> HttpResponse:
    form = DealForm(request.POST)
    state = FlowState()
    if form.is_valid():
        state = form.state()
    elif any(name in form.errors for name in ("convention", "game", "deal_index", "deal_version")):
        return steps.bad_state(request, form)
    return _read_deal(request, form, state)


def _read_deal(request: HttpRequest, form: DealForm, state: FlowState) -> HttpResponse:
    record = form.data.get("record", "")
    if not form.is_valid():
        if form.is_bound and not any(n in form.errors for n in ("convention", "game")):
            state = FlowState(
                convention=form.cleaned_data.get("convention"), game=form.cleaned_data.get("game")
            )
        return steps.step_deal(request, state, form=form, record=record, status=400)
    data = form.cleaned_data.get("deal")
    picked = state.deal_index, state.deal_version  # carried by «change» of a game's deal
    state.deal_index, state.deal_version = None, None
    if form.cleaned_data.get("game_deal") is not None:
        game = steps.game_of(request, state.game)
        index = form.cleaned_data["game_deal"]
        if game is None or not 0 <= index < len(game.deals) or "correction" in game.deals[index]:
            raise Http404
        data = write_once.request_for_deal(game, index)  # as before a ruling written on it
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
        return steps.step_deal(request, state, form=form, record=record, status=400)
    state.request = data
    return steps.step_incidents(request, state)


def _is_game_deal(request: HttpRequest, state: FlowState, index: int, data: Any) -> bool:
    """Is ``data`` (incidents aside) still deal ``index`` of the flow's game as it is now?"""
    game = steps.game_of(request, state.game) if state.game is not None else None
    if game is None or not isinstance(data, dict):
        return False
    if not 0 <= index < len(game.deals) or "correction" in game.deals[index]:
        return False
    asked = {k: v for k, v in data.items() if k != "incidents"}
    return write_once.request_for_deal(game, index) == asked


# --- step 3: the irregularities
@vary_on_headers("HX-Request")
@require_POST
@steps.too_long
def incident(request: HttpRequest) -> HttpResponse:
    """Step 3: ``action`` = ``ask`` (a type: its questions), ``add``, ``remove`` or ``show``."""
    state_form = StateForm(request.POST)
    if not state_form.is_valid():
        return steps.bad_state(request, state_form)
    state = state_form.state()
    action = request.POST.get("action", "show")
    if action == "remove":
        try:
            index = int(request.POST.get("index", ""))
        except ValueError:
            index = -1
        entered = state.entered
        if not 0 <= index < len(entered):
            return steps.step_incidents(request, state, status=400)
        del entered[index]
        state = with_incidents(state, entered)
        return steps.step_incidents(request, state)
    if action == "ask":
        kind = request.POST.get("type", "")
        if kind not in dict(steps.incident_types(state)):
            return steps.render_step(
                request,
                "incidents",
                state,
                status=400,
                errors=[_("Choose what happened.")],
                types=steps.incident_types(state),
            )
        form = _incident_form(
            state, initial={"type": kind, "dealer_fault": True, **_noticed_initial(state)}
        )
        return steps.step_incidents(request, state, form=form)
    if action == "add":
        form = _incident_form(state, data=request.POST)
        if not form.is_valid():
            return steps.step_incidents(request, state, form=form, status=400)
        entered = [*state.entered, form.cleaned_data["incident"]]
        request_data = {**(state.request or {}), "incidents": entered}
        ruling, problems = rule(request_data)
        if ruling is None:
            where = f"incidents[{len(entered) - 1}]"
            for field, message in problems:
                name = field[len(where) + 1 :] if field.startswith(where + ".") else ""
                form.add_error(name if name in form.fields_for_type else None, message)
            return steps.step_incidents(request, state, form=form, status=400)
        return steps.step_incidents(request, with_incidents(state, entered))
    return steps.step_incidents(request, state)


def _incident_form(state: FlowState, **kwargs: Any) -> IncidentForm:
    """The questions of one irregularity, asked of this deal's players and contract."""
    contract = state.facts.contract if state.facts else None
    return IncidentForm(
        players=state.active,
        seated=state.players,
        raspasy=contract is not None and contract.is_raspasy,
        takers=state.facts.trick_takers if state.facts else (),
        tricks_recorded=len(state.facts.tricks_played) if state.facts else 0,
        **kwargs,
    )


def _noticed_initial(state: FlowState) -> dict[str, str]:
    """A deal whose bidding is recorded was misdealt and noticed after the bidding began: the
    answer the record allows is chosen already (the others are refused, Lesnoy's book 3.2.13)."""
    bid = state.facts is not None and state.facts.contract is not None
    return {"noticed": "after_bidding"} if bid else {}


# --- step 4: the ruling card
@vary_on_headers("HX-Request")
@require_POST
@steps.too_long
def ruling(request: HttpRequest) -> HttpResponse:
    form = StateForm(request.POST)
    if not form.is_valid():
        return steps.bad_state(request, form)
    return steps.step_ruling(request, form.state())
