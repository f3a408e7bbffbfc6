"""The deal viewer: paste a record or deal one at random, step through it, click to play."""

import secrets

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from preferans_site import throttle
from preferans_site.throttle import throttled
from rulings.core import (
    DECK,
    Deal,
    PreferansError,
    SolverBudgetError,
    analyse_replay,
    format_cards,
    replay_json,
)
from rulings.deal_builder import TALON, DealDraft, PlaceFullError, apply_click, read_owners
from rulings.examples import EXAMPLES, example_record
from rulings.forms import DealBuilderForm, DealRecordForm, PlayCardForm, RandomDealForm
from rulings.messages import translate_error
from rulings.viewer import analysis_values, dumps, record_until, record_with_card, viewer_step

PLAYER_NAMES = ("Anna", "Boris", "Vera", "Gleb")


def _render_viewer(
    request,
    form,
    replay=None,
    step=None,
    status=200,
    record_text=None,
    random_form=None,
    analysis=None,
    analysis_error="",
):
    template = "rulings/deal_viewer.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#deal-result"
    context = {
        "form": form,
        "random_form": random_form or RandomDealForm(),
        "examples": EXAMPLES,
        "replay": replay,
        "view": viewer_step(replay, step) if replay else None,
        "record_text": record_text if record_text is not None else form["record"].value() or "",
        "analysis": analysis,
        "analysis_values": analysis_values(analysis) if analysis else {},
        "analysis_error": analysis_error,
    }
    return render(request, template, context, status=status)


@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def deal_viewer(request: HttpRequest) -> HttpResponse:
    if request.method == "GET":
        example = request.GET.get("example")
        if example in EXAMPLES:
            text = dumps(example_record(example))
            form = DealRecordForm({"record": text})
            if form.is_valid():
                return _render_viewer(request, form, form.replay, None)
        return _render_viewer(request, DealRecordForm())
    form = DealRecordForm(request.POST)
    if not form.is_valid():
        return _render_viewer(request, form, status=400)
    return _render_viewer(request, form, form.replay, form.cleaned_data.get("step"))


@require_POST
@throttled(throttle.SOLVER)
def deal_analyse(request: HttpRequest) -> HttpResponse:
    """The «analyse» button: the solver's value of the position shown and of each card the
    player to play may play (issue «Double-dummy solver»)."""
    form = DealRecordForm(request.POST)
    if not form.is_valid():
        return _render_viewer(request, form, status=400)
    shown = viewer_step(form.replay, form.cleaned_data.get("step"))
    step = shown.step
    data = form.cleaned_data["record"]
    # at the last step the trick in progress is on the table: the position is the whole play
    position = data if step == shown.last_step else record_until(data, step)
    try:
        analysis = analyse_replay(replay_json(position), node_budget=settings.SOLVER_NODE_BUDGET)
    except SolverBudgetError as error:
        return _render_viewer(
            request, form, form.replay, step, status=503, analysis_error=translate_error(error)
        )
    except PreferansError as error:
        return _render_viewer(
            request, form, form.replay, step, status=400, analysis_error=translate_error(error)
        )
    return _render_viewer(request, form, form.replay, step, analysis=analysis)


@require_POST
def deal_play_card(request: HttpRequest) -> HttpResponse:
    form = PlayCardForm(request.POST)
    if not form.is_valid():
        return _render_viewer(request, form, status=400)
    data = record_with_card(
        form.cleaned_data["record"], form.cleaned_data["player"], form.cleaned_data["card"]
    )
    text = dumps(data)
    updated = DealRecordForm({"record": text})
    if not updated.is_valid():
        # The card cannot be recorded at all (not in that hand): keep the record as it was.
        form.add_error(None, updated.errors["record"])
        return _render_viewer(request, form, form.replay, None, status=400)
    return _render_viewer(request, updated, updated.replay, None, record_text=text)


@require_POST
def deal_random(request: HttpRequest) -> HttpResponse:
    form = RandomDealForm(request.POST)
    if not form.is_valid():
        return _render_viewer(request, DealRecordForm(), status=400, random_form=form)
    players = list(PLAYER_NAMES[: form.cleaned_data["players"]])
    seed = form.cleaned_data.get("seed")
    deal = Deal.random(players, players[-1], seed if seed is not None else secrets.randbits(32))
    contract = form.cleaned_data["contract"]
    data = {
        "players": players,
        "dealer": deal.dealer,
        "convention": form.cleaned_data["convention"],
        "hands": {name: format_cards(cards) for name, cards in deal.hands.items()},
        "talon": format_cards(deal.talon),
        "contract": contract.en,
        "play": [],
    }
    if not contract.is_raspasy:
        # The first hand declares and discards the talon unchanged: a legal, simple start.
        data["declarer"] = deal.first_hand
        data["discard"] = format_cards(deal.talon)
    text = dumps(data)
    record_form = DealRecordForm({"record": text})
    if not record_form.is_valid():
        return _render_viewer(request, record_form, status=400)
    return _render_viewer(request, record_form, record_form.replay, None, record_text=text)


@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def deal_builder(request: HttpRequest) -> HttpResponse:
    """Build a deal by clicking cards: each click gives the card to the chosen hand or the
    talon; «the rest at random» deals what is left."""
    form = DealBuilderForm(request.POST if request.method == "POST" else None)
    status, notice = 200, ""
    draft = DealDraft(("Anna", "Boris", "Vera"), "Vera", {})
    target = ""
    if form.is_bound and not form.is_valid():
        status = 400
    elif form.is_bound:
        data = form.cleaned_data
        places = DealDraft(data["players"], data["dealer"], {}).places
        draft = DealDraft(data["players"], data["dealer"], read_owners(data["owners"], places))
        target = data["target"] if data["target"] in places else places[0]
        try:
            draft = apply_click(
                draft, data["action"], data["card"] or None, target, secrets.randbits(32)
            )
        except PlaceFullError as error:
            status = 400
            notice = _("%(place)s already has all its cards: choose another hand.") % {
                "place": _place_name(error.place)
            }
    target = draft.next_open_place(target or draft.places[0])
    template = "rulings/deal_builder.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#builder"
    context = {
        "form": form,
        "draft": draft,
        "target": target,
        "places": [
            {
                "key": p,
                "name": _place_name(p),
                "cards": draft.cards_of(p),
                "size": draft.capacity(p),
            }
            for p in draft.places
        ],
        "deck": [(card, draft.owners.get(card)) for card in DECK],
        "record_text": dumps(draft.record()) if draft.complete else "",
        "notice": notice,
    }
    return render(request, template, context, status=status)


def _place_name(place: str) -> str:
    return _("the talon") if place == TALON else place
