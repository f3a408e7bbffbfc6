"""The deal viewer: paste a record or deal one at random, step through it, click to play."""

import secrets

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings.core.cards import format_cards
from rulings.core.deal import Deal
from rulings.examples import EXAMPLES, example_record
from rulings.forms import DealRecordForm, PlayCardForm, RandomDealForm
from rulings.viewer import dumps, record_with_card, viewer_step

PLAYER_NAMES = ("Anna", "Boris", "Vera", "Gleb")


def _render_viewer(
    request, form, replay=None, step=None, status=200, record_text=None, random_form=None
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
