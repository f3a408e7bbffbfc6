"""The deal viewer (paste a record, an example or a random deal; step through it, tap to play)
and the deal builder (the cards, then the bidding, talon, contract, whisting and play)."""

import secrets

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings.core import (
    DECK,
    Deal,
    PreferansError,
    SolverBudgetError,
    analyse_replay,
    format_cards,
    replay_json,
)
from rulings.deal_builder import (
    TALON,
    BuilderStep,
    DealDraft,
    IllegalChoiceError,
    PlaceFullError,
    apply_choice,
    apply_click,
    builder_step,
    read_owners,
    stage_name,
    step_back,
)
from rulings.examples import EXAMPLES, example_record, player_names
from rulings.forms import (
    BuilderStepForm,
    DealBuilderForm,
    DealRecordForm,
    PlayCardForm,
    RandomDealForm,
)
from rulings.messages import translate_error, translate_problem
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.viewer import (
    analysis_values,
    dumps,
    game_deal_of,
    game_record_of,
    record_until,
    record_with_card,
    viewer_step,
)
from rulings.web import selectors, throttle
from rulings.web.services import GameConflict, GameRecordInvalid, game_put_deals
from rulings.web.session import session_key
from rulings.web.throttle import throttled
from rulings.web.url_values import object_id


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
    example_title="",
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
        "example_title": example_title,
    }
    return render(request, template, context, status=status)


@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def deal_viewer(request: HttpRequest) -> HttpResponse:
    if request.method == "GET":
        example = request.GET.get("example")
        if example in EXAMPLES:
            # An example opens at its first trick, the hands in view (issue 14): a player
            # follows the deal from the start, trick by trick.
            text = dumps(example_record(example, player_names()))
            form = DealRecordForm({"record": text})
            if form.is_valid():
                return _render_viewer(
                    request, form, form.replay, 1, example_title=EXAMPLES[example]
                )
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
    players = list(player_names()[: form.cleaned_data["players"]])
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
    """Build a deal without JSON. First the cards: each click gives the card to the chosen hand
    or the talon, «the rest at random» deals what is left. Then (a ``record`` is posted) the
    auction, the talon, the contract, the whisting and the play, one legal choice at a time."""
    if request.method == "POST" and "record" in request.POST:
        return _builder_steps(request)
    names = player_names()
    form = DealBuilderForm(
        request.POST if request.method == "POST" else None,
        initial={"players": ", ".join(names[:3]), "dealer": names[2]},
    )
    status, notice = 200, ""
    draft = DealDraft(names[:3], names[2], {})
    convention = "sochi"
    target = ""
    if form.is_bound and not form.is_valid():
        status = 400
    elif form.is_bound:
        data = form.cleaned_data
        convention = data.get("convention") or convention
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
    return _card_grid(request, form, draft, target, convention, status, notice)


def _card_grid(
    request: HttpRequest,
    form: DealBuilderForm,
    draft: DealDraft,
    target: str,
    convention: str,
    status: int = 200,
    notice: str = "",
) -> HttpResponse:
    target = draft.next_open_place(target or draft.places[0])
    record = {**draft.record(), "convention": convention} if draft.complete else None
    context = {
        "form": form,
        "draft": draft,
        "target": target,
        "convention": convention,
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
        "record_text": "",
        "notice": notice,
    }
    if record is not None:  # every card placed: the bidding starts below the cards
        context |= _step_context(request, builder_step(record), record)
    return _render_builder(request, context, status)


def _builder_steps(request: HttpRequest) -> HttpResponse:
    """A choice of the auction, the talon, the contract, the whisting or the play: applied if
    the rules allow it, else a 400 with the reason and the record as it was."""
    form = BuilderStepForm(request.POST)
    context: dict = {"step_form": form, "notice": ""}
    if not form.is_valid():
        text = form["record"].value() or ""
        if not hasattr(form, "step"):
            return _render_builder(request, {**context, "record_text": text}, 400)
        data = form.cleaned_data.get("record") or {}
        return _render_builder(request, {**context, **_step_context(request, form.step, data)}, 400)
    data, step = form.cleaned_data["record"], form.step
    kind = form.cleaned_data["kind"]
    status = 200
    if form.cleaned_data["action"] == "back":
        earlier = step_back(data)
        if earlier is None:  # nothing chosen yet: back to the cards, as they were dealt
            draft = DealDraft.of_deal(step.replay.record.deal)
            seats = {"players": ", ".join(draft.players), "dealer": draft.dealer}
            convention = data.get("convention")
            preset = convention if isinstance(convention, str) else "sochi"
            return _card_grid(request, DealBuilderForm(initial=seats), draft, "", preset)
        data, step = earlier, builder_step(earlier)
    elif kind is not None:
        try:
            data = apply_choice(step, data, kind, form.cleaned_data["value"])
            step = builder_step(data)
        except IllegalChoiceError as refusal:
            status, context["notice"] = 400, refusal.message
    return _render_builder(request, {**context, **_step_context(request, step, data)}, status)


def _step_context(request: HttpRequest, step: BuilderStep, data: dict) -> dict:
    replay = step.replay
    players = set(replay.record.deal.players)
    games = [
        game
        for game in selectors.games_of(user=request.user, session_key=session_key(request))
        .filter(finished=False)
        .order_by("-updated_at")[:50]
        if set(game.players) == players
    ]
    return {
        "step": step,
        "stage_name": stage_name(step.stage),
        "view": viewer_step(replay, None),
        "replay": replay,
        "record_text": dumps(data),
        "games": games,
        "new_game_text": dumps(game_record_of(data)),
    }


def _render_builder(request: HttpRequest, context: dict, status: int) -> HttpResponse:
    template = "rulings/deal_builder.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#builder"
    return render(request, template, context, status=status)


@require_POST
def deal_to_game(request: HttpRequest) -> HttpResponse:
    """The built deal written into one of the visitor's games (a new game goes through the
    calculator's import): appended as a full deal record, which the game replays and scores."""
    form = DealRecordForm(request.POST)
    if not form.is_valid():
        return _render_viewer(request, form, status=400)
    game = get_object_or_404(Game, pk=object_id(request.POST.get("game")) or 0)
    if not request.user.has_perm("rulings.change_game", GameAccess(game, session_key(request))):
        raise PermissionDenied(_("Only the owner of this game can change it."))
    data = form.cleaned_data["record"]
    try:
        game_put_deals(game=game, version=game.version, deals=[game_deal_of(data)])
    except (GameRecordInvalid, GameConflict) as error:
        if isinstance(error, GameConflict):
            message = _("The game changed meanwhile: try again.")
        elif error.error is not None:
            message = "; ".join(translate_problem(p) for p in error.error.details)
        else:
            message = "; ".join(f"{f}: {m}" if f else m for f, m in error.problems)
        step = builder_step(data)
        context = {"notice": message, **_step_context(request, step, data)}
        return _render_builder(request, context, 400)
    return redirect("calculator:game", pk=game.pk)


def _place_name(place: str) -> str:
    return _("the talon") if place == TALON else place
